"""Schemathesis hooks for the Verity API (infra/scripts/fuzz-api.sh loads them).

The API answers every call with the envelope {code, msg, data} and HTTP 200, a
refusal included (docs/error-codes.md): only an unknown path (404), a wrong
method (405) and an internal failure (500) use HTTP statuses. Two built-in
checks read a refusal from the HTTP status alone; here they read it from the
envelope too, and a third check looks for internal details in every answer:

- `ignored_auth`: a signed-in call probed without (or with a wrong) token is
  refused when its envelope's code is not a success (0, 501), as well as by
  401/403.
- `envelope_refuses_invalid_data` (in place of `negative_data_rejection`):
  data the document says is invalid must be refused, by a failure envelope
  (e.g. 1001, 1002) or a 4xx; the built-in's rules for what stays invalid
  after serialization are reused.
- `no_internal_detail`: no answer names a source file, a panic, a back
  trace, a Rust type or a parser's message, and a 9999 answer says only the
  catalogue's words.

The session: the demo owner signs in with the seed's password (README) and
signs in again every few seconds, so a fuzzed `user/logout` costs a few
seconds of refusals, not the rest of the run.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import re

import requests
import schemathesis
from schemathesis.specs.openapi import checks as builtin

BASE = os.environ["VERITY_FUZZ_URL"].rstrip("/")
PHONE = os.environ.get("VERITY_FUZZ_PHONE", "13800000000")
PASSWORD = os.environ.get("VERITY_FUZZ_PASSWORD", "Verity#2026")

SUCCESS = (0, 501)
# The catalogue's words for 9999, in both languages (shared/http/src/error.rs).
INTERNAL_MESSAGES = {
    "Unknown system error, please report to the administrator",
    "系统未知错误，请反馈给管理员",
}
# What an answer must never carry: where the server failed, or how.
INTERNAL_DETAIL = re.compile(
    r"""panicked|stack backtrace|RUST_BACKTRACE|thread '|\.rs:\d+|src/[\w/]+\.rs
      |called\ `(Option|Result)::unwrap|rusqlite|sqlite|SqliteFailure|aws_sdk|DynamoDb|ServiceError
      |TableError|TxError|serde_json|serde::|invalid\ type:|unknown\ variant\ `|missing\ field\ `
      |unknown\ field\ `|at\ line\ \d+\ column\ \d+|Failed\ to\ (deserialize|parse|buffer)
      |Expected\ request\ with\ `Content-Type|data\ did\ not\ match\ any\ variant""",
    re.VERBOSE | re.IGNORECASE,
)


def envelope(response) -> dict | None:
    """The response's envelope, or None when it is not JSON (a file)."""
    content_type = ",".join(response.headers.get("content-type", []))
    if "json" not in content_type:
        return None
    try:
        body = json.loads(response.content)
    except ValueError:
        return None
    return body if isinstance(body, dict) else None


def refused(response) -> bool:
    body = envelope(response)
    return body is not None and body.get("code") not in SUCCESS


@schemathesis.auth(refresh_interval=5)
class DemoOwner:
    """The seed's demo owner: password sign-in (an MD5 digest, as the browser sends), then loginInfo."""

    def get(self, case, context):
        digest = hashlib.md5(PASSWORD.encode()).hexdigest()
        login = requests.post(
            f"{BASE}/api/base/user/login",
            json={"loginType": "password", "phone": PHONE, "password": digest, "ts": "ENT_WEB"},
            timeout=10,
        ).json()
        assert login["code"] == 0, f"demo sign-in failed: {login}"
        info = requests.get(
            f"{BASE}/api/base/user/loginInfo",
            headers={"Authorization": f"Bearer {login['data']['token']}"},
            timeout=10,
        ).json()
        assert info["code"] == 0, f"loginInfo failed: {info}"
        return info["data"]["sToken"]

    def set(self, case, data, context):
        case.headers = case.headers or {}
        case.headers["Authorization"] = f"Bearer {data}"


_enforces_auth = builtin._enforces_auth


def _enforces_auth_in_envelope(response, authenticated) -> bool:
    return refused(response) or _enforces_auth(response, authenticated)


builtin._enforces_auth = _enforces_auth_in_envelope


@schemathesis.check
def envelope_refuses_invalid_data(ctx, response, case):
    """Invalid data is refused: a failure envelope counts as the 400 the built-in check expects."""
    if case.meta is None or not case.meta.generation.mode.is_negative:
        return None
    if refused(response):
        response = copy.copy(response)
        response.status_code = 400
    return builtin._openapi_negative_data_rejection(ctx, response, case)


@schemathesis.check
def no_internal_detail(ctx, response, case):
    """No internal message or stack trace in an answer."""
    text = response.content.decode("utf-8", "replace")
    found = INTERNAL_DETAIL.search(text)
    if found:
        raise AssertionError(f"The answer carries an internal detail: {found.group(0)!r}")
    body = envelope(response)
    if body is not None and body.get("code") == 9999 and body.get("msg") not in INTERNAL_MESSAGES:
        raise AssertionError(f"A 9999 answer says more than the catalogue: {body.get('msg')!r}")
    return None
