/**
 * The guide of the public API reference (`/docs/api`, `/docs/api/zh`), in English and Chinese:
 * Markdown that `api-docs.mjs` puts in the OpenAPI document's `info.description`, where Redoc
 * shows each `#` heading as a section of its menu, before the calls. What the code says is read
 * from it, not copied: the error codes from `docs/error-codes.md`, the sandbox's rules from the
 * doc comment of `shared/adapters/src/sandbox.rs` (and its test values).
 *
 * Each section's heading is in `SECTIONS` (the build test looks for every one in both languages).
 */

/** The sections, in order, by language: the build's test finds each heading in the output. */
export const SECTIONS = {
  en: ['Quick start', 'Authentication', 'Idempotency', 'Errors', 'Pagination', 'Webhooks', 'Sandbox outcomes', 'Rate limits'],
  zh: ['快速上手', '认证', '幂等', '错误', '分页', '事件推送（Webhook）', '沙箱结果', '频率限制'],
};

/** The webhook events and what each means, in both languages. */
export const EVENTS = [
  ['order.created', 'An order was placed.', '新订单已创建。', '{orderId, orderNo, status, batchId?}'],
  ['order.authorized', 'The candidate authorized the check; screening starts.', '候选人已授权，开始核查。', '{orderId, orderNo, status}'],
  ['order.completed', 'Every item is done: the report is ready.', '全部核查项完成，报告已生成。', '{orderId, orderNo, status}'],
  ['order.canceled', 'The order was canceled (and refunded).', '订单已取消（并退款）。', '{orderId, orderNo, status}'],
  ['order.suspended', 'The check is on hold, waiting for something.', '核查暂停，等待补充信息。', '{orderId, orderNo, status}'],
  ['report.updated', 'A report has a new version or conclusion.', '报告有新版本或新结论。', '{orderId, reportVersion, conclusion}'],
  ['report.disputed', 'The candidate disputed the report.', '候选人对报告提出异议。', '{orderId, reportVersion}'],
  ['batch.completed', 'A batch finished placing its orders.', '批量订单已全部下单。', '{batchId, ordersPlaced}'],
  ['balance.low', 'The balance fell below its alert threshold.', '余额低于提醒阈值。', '{balanceFen, thresholdFen}'],
  ['ping', 'A test event ("Send test event" in the console).', '测试事件（控制台"发送测试事件"）。', '{}'],
];

/** The verification recipes: the build's test runs each against a signed delivery. */
export const VERIFY_SHELL = `# $WHSEC: the endpoint's signing secret (whsec_…); body.json: the raw body as received;
# T and V1: the t= and v1= parts of the Verity-Signature header.
expected=$({ printf '%s.' "$T"; cat body.json; } | openssl dgst -sha256 -hmac "$WHSEC" | sed 's/^.* //')
age=$(( $(date +%s) - T )); age=\${age#-}
if [ "$expected" = "$V1" ] && [ "$age" -le 300 ]; then echo valid; else echo invalid; fi`;

export const SEND_SHELL = `# Try your receiver with a delivery signed as Verity signs them.
body='{"id":"evt_test","type":"ping","createdAt":1764230400000,"livemode":false,"enterpriseId":"ent_test","data":{}}'
t=$(date +%s)
v1=$(printf '%s.%s' "$t" "$body" | openssl dgst -sha256 -hmac "$WHSEC" | sed 's/^.* //')
curl -X POST https://hr.example.com/verity/webhooks \\
  -H "Content-Type: application/json" -H "Verity-Event: ping" -H "Verity-Delivery: dlv_test" \\
  -H "Verity-Signature: t=$t,v1=$v1" --data-raw "$body"`;

export const VERIFY_NODE = `import { createHmac, timingSafeEqual } from 'node:crypto';

/** True when \`header\` (Verity-Signature) signs \`rawBody\` (a Buffer, as received) with \`secret\`. */
export function verifySignature(secret, header, rawBody, now = Date.now() / 1000) {
  const parts = Object.fromEntries(header.split(',').map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]));
  if (!/^\\d+$/.test(parts.t ?? '') || Math.abs(now - Number(parts.t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\`).update(rawBody).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// Express: read the raw body, not the parsed JSON.
// app.post('/verity/webhooks', express.raw({ type: 'application/json' }), (req, res) => {
//   if (!verifySignature(process.env.WHSEC, req.get('Verity-Signature') ?? '', req.body)) return res.sendStatus(400);
//   const event = JSON.parse(req.body); // handle event.type once per event.id
//   res.sendStatus(204);
// });`;

export const VERIFY_PYTHON = `import hashlib
import hmac
import time


def verify_signature(secret: str, header: str, raw_body: bytes, now: float | None = None) -> bool:
    """True when header (Verity-Signature) signs raw_body (bytes, as received) with secret."""
    parts = dict(p.split("=", 1) for p in header.split(",") if "=" in p)
    t = parts.get("t", "")
    if not t.isdigit() or abs((time.time() if now is None else now) - int(t)) > 300:
        return False
    expected = hmac.new(secret.encode(), t.encode() + b"." + raw_body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, parts.get("v1", ""))`;

const fence = (lang, code) => `\`\`\`${lang}\n${code}\n\`\`\``;

/** `docs/error-codes.md`'s table rows: `{code, name, http, en, zh}`. */
export function errorRows(markdown) {
  return markdown
    .split('\n')
    .filter((l) => /^\| -?\d+ \|/.test(l))
    .map((l) => {
      const [code, name, http, en, zh] = l
        .slice(1, -1)
        .split(' | ')
        .map((c) => c.trim());
      return { code: Number(code), name, http, en, zh };
    });
}

/**
 * The sandbox's rules from the `//!` comment of `sandbox.rs`, its `[`CONST`]` links replaced by
 * the constants' values (`{MISMATCH_ID: '1101…'}`).
 */
export function sandboxRules(source) {
  const consts = Object.fromEntries(
    [...source.matchAll(/pub const (\w+): [^=]+= "?([^";]+)"?;/g)].map(([, name, value]) => [name, value]),
  );
  const text = source
    .split('\n')
    .filter((l) => l.startsWith('//!'))
    .map((l) => l.replace(/^\/\/! ?/, ''))
    .join('\n');
  return {
    consts,
    text: text.replace(/\[`(\w+)`\]/g, (_, name) => (name in consts ? `\`${consts[name]}\`` : `\`${name}\``)),
  };
}

const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

/** Pipes inside a cell would end it. */
const cell = (s) => String(s).replace(/\|/g, '\\|');

function quickStart(lang, origin) {
  const create = `curl -X POST ${origin}/api/base/order/create \\
  -H "Authorization: Bearer vk_test_…" -H "Content-Type: application/json" \\
  -d '{"packageId": "<packageId>", "authMode": "sms", "idempotencyKey": "9b1f6a2e-0c1d-4d1e-8f5a-3e2b7c9d0a11",
       "candidate": {"name": "张三", "phone": "13800138000", "idNumber": "11010119900307803X"}}'`;
  const steps = `curl -X POST ${origin}/api/base/package/list -H "Authorization: Bearer vk_test_…" -H "Content-Type: application/json" -d '{}'
${create}
curl -X POST ${origin}/api/base/order/detail -H "Authorization: Bearer vk_test_…" -H "Content-Type: application/json" -d '{"orderId": "<orderId>"}'
curl -X POST ${origin}/api/base/report/detail -H "Authorization: Bearer vk_test_…" -H "Content-Type: application/json" -d '{"orderId": "<orderId>"}'`;
  if (lang === 'zh')
    return `# 快速上手

**1. 创建密钥。** 以所有者或管理员身份登录控制台，打开 **企业管理 → 开发者**，点击 **创建密钥**：选择角色"操作员"，打开"沙箱密钥"。密钥（\`vk_test_…\`）只显示一次，请立即复制保存。

**2. 下单并读取报告。** 查询可用套餐，用其中一个 \`packageId\` 下单，再查看订单和报告（每个调用都是 POST + JSON，返回 \`{code, msg, data}\`，\`code\` 为 0 表示成功）：

${fence('sh', steps)}

\`order/create\` 返回 \`{orderId, orderNo, status, priceFen, balanceAfterFen}\`。\`authMode: "sms"\` 时候选人会收到授权短信，授权后开始核查（事件 \`order.authorized\`）；核查全部完成后（事件 \`order.completed\`）即可读取报告。沙箱中的结果由候选人手机号尾号决定（见"沙箱结果"）。

**3. 接收通知。** 想在订单状态变化时收到通知，而不是轮询？在同一页面添加 Webhook 接收地址（见"事件推送"）。`;
  return `# Quick start

**1. Create a key.** Sign in to the console as an owner or an administrator, open **Enterprise management → Developers** and click **Create key**: role Operator, sandbox on. The key (\`vk_test_…\`) is shown once: copy it.

**2. Order a check and read its report.** List your packages, order a check with one of their \`packageId\`s, then read the order and its report (every call is a POST with a JSON body and answers \`{code, msg, data}\`; \`code\` 0 is success):

${fence('sh', steps)}

\`order/create\` answers \`{orderId, orderNo, status, priceFen, balanceAfterFen}\`. With \`authMode: "sms"\` the candidate gets a text asking for consent; screening starts once they authorize (event \`order.authorized\`), and the report is ready when the order completes (event \`order.completed\`). In the sandbox the candidate's phone decides the findings (see "Sandbox outcomes").

**3. Be told.** Rather be told than ask again and again? Add a webhook endpoint on the same page (see "Webhooks").`;
}

function authentication(lang) {
  if (lang === 'zh')
    return `# 认证

每个请求带上请求头 \`Authorization: Bearer <API 密钥>\`。密钥在控制台 **企业管理 → 开发者** 创建（仅所有者、管理员），只在创建时显示一次，平台只保存其哈希；列表中只显示前 12 个字符（如 \`vk_live_AbCd\`）、最近使用时间和地址。

- **角色**：密钥具有所选角色的权限，与该角色的成员完全相同：\`operator\`（操作员）可下单、查看订单和报告；\`viewer\`（查看者）只能查看。超出角色的调用返回 \`-6\`。密钥只能访问本企业的数据。
- **正式与沙箱**：\`vk_live_…\` 作用于企业的真实数据和余额；\`vk_test_…\` 作用于企业的沙箱副本：独立的订单、报告和 ¥10,000 沙箱余额（可随时补足），由沙箱核查服务给出模拟结果，从不动用真实余额；其 Webhook 载荷中 \`"livemode": false\`。
- **不接受密钥的调用**：密钥管理（\`apiKey/*\`、\`webhook/*\`）和登录、个人资料（\`user/*\`）只接受控制台登录，使用密钥返回 \`-6\`。
- **吊销**：在控制台吊销后立即失效；创建者不再是该企业的所有者或管理员时，密钥也随之失效。
- **审计**：创建、吊销和使用（每个密钥每小时最多记一次）记入操作日志，操作人显示为 \`API key "<名称>" (138****0000)\`。`;
  return `# Authentication

Send every request with the header \`Authorization: Bearer <API key>\`. Keys are created in the console under **Enterprise management → Developers** (owners and administrators), shown once when created and stored only as a hash; the list shows their first 12 characters (\`vk_live_AbCd\`), when they were last used and from where.

- **Roles**: a key has the rights of the role it was given, exactly as a member of that role: \`operator\` orders checks and reads orders and reports; \`viewer\` only reads. A call beyond its role answers \`-6\`. A key reads and changes its own enterprise only.
- **Live and sandbox**: \`vk_live_…\` acts on the enterprise's real data and balance; \`vk_test_…\` acts in its sandbox twin: its own orders, reports and a ¥10,000 sandbox balance (refilled on demand), screened by the sandbox provider, never the real balance; its webhook payloads carry \`"livemode": false\`.
- **Calls that refuse keys**: key management (\`apiKey/*\`, \`webhook/*\`), sign-in and profile calls (\`user/*\`) take a console session only and answer \`-6\` to a key.
- **Revoking**: a key revoked in the console stops at once; a key also stops when its creator is no longer an owner or administrator of the enterprise.
- **Audit**: creating, revoking and using a key (at most once an hour per key) are in the audit log, the actor shown as \`API key "<name>" (138****0000)\`.`;
}

function idempotency(lang) {
  if (lang === 'zh')
    return `# 幂等

会扣费或创建记录的调用带有 \`idempotencyKey\` 字段：\`order/create\`、\`batch/create\`（以及充值、工单提交）。每个您打算完成的操作生成一个新的键（如 UUID），网络超时或不确定时**用同一个键、同一个请求体重试**：平台返回第一次的结果，不会重复下单或重复扣费。同一个键配不同的请求体返回 \`4102\`（IdempotencyKeyReused）。

\`order/create\` 返回 \`4203\`（30 天内已为同一候选人下单，\`data.orderNo\`）时，确认后用 \`confirmDuplicate: true\` 和**同一个** \`idempotencyKey\` 再次发送。`;
  return `# Idempotency

Calls that charge or create carry an \`idempotencyKey\` field: \`order/create\`, \`batch/create\` (and recharges and work-order submissions). Make a new key (a UUID) for each operation you mean to perform, and when a call times out or its outcome is unknown, **retry with the same key and the same body**: you get the first answer back, never a second order or a second charge. The same key with another body answers \`4102\` (IdempotencyKeyReused).

When \`order/create\` answers \`4203\` (the same candidate was ordered in the last 30 days, \`data.orderNo\`), send it again with \`confirmDuplicate: true\` and the **same** \`idempotencyKey\` once you have decided to.`;
}

function errors(lang, rows) {
  const zh = lang === 'zh';
  const head = zh ? ['code', '名称', 'HTTP', '默认信息'] : ['code', 'name', 'HTTP', 'default message'];
  const body = table(
    head,
    rows.map((r) => [String(r.code), `\`${r.name}\``, r.http, cell(zh ? r.zh : r.en)]),
  );
  const envelope = `{"code": 1002, "msg": "A request field is missing or invalid", "data": {"field": "candidate.idNumber"}}`;
  if (zh)
    return `# 错误

每个响应都是信封 \`{code, msg, data}\`。\`code\` 为 \`0\` 或 \`501\` 表示成功（\`501\` 时 \`msg\` 附带提示）；业务错误返回 HTTP 200 和各自的 \`code\`，只有传输层失败使用 HTTP 状态码。\`msg\` 的语言随请求头 \`Accept-Language\`（默认中文）。字段错误在 \`data.field\` 中指明字段：

${fence('json', envelope)}

请按 \`code\` 判断，不要按 \`msg\` 文本。完整错误码表（与 \`docs/error-codes.md\` 一致）：

${body}`;
  return `# Errors

Every response is the envelope \`{code, msg, data}\`. \`code\` \`0\` or \`501\` is success (\`501\` with a notice in \`msg\`); business errors answer HTTP 200 with their own \`code\`, and only transport failures use HTTP statuses. \`msg\` follows the request's \`Accept-Language\` (Chinese unless English comes first). A field's error names it in \`data.field\`:

${fence('json', envelope)}

Decide by \`code\`, never by the text of \`msg\`. Every code (the same table as \`docs/error-codes.md\`):

${body}`;
}

function pagination(lang) {
  const example = `curl -X POST …/api/base/order/list -H "Authorization: Bearer vk_live_…" -H "Content-Type: application/json" -d '{"pageSize": 50}'
# → {"code": 0, "msg": "ok", "data": {"items": [ … ], "cursor": "eyJrIjoi…"}}
curl -X POST …/api/base/order/list -H "Authorization: Bearer vk_live_…" -H "Content-Type: application/json" -d '{"pageSize": 50, "cursor": "eyJrIjoi…"}'
# … until data.cursor is absent: that was the last page.`;
  if (lang === 'zh')
    return `# 分页

列表调用按游标分页：请求体可带 \`pageSize\`（1–100，默认 20）和 \`cursor\`；返回 \`{items, cursor}\`，最新的在前。把返回的 \`cursor\` 原样放入下一次请求即可取下一页；没有 \`cursor\` 表示已是最后一页。游标不透明，不要解析或自行构造（错误的游标返回 \`1006\`），使用时保持其他筛选条件不变。

${fence('sh', example)}`;
  return `# Pagination

Lists are paged by cursor: the body may carry \`pageSize\` (1–100, default 20) and \`cursor\`; the answer is \`{items, cursor}\`, newest first. Send the \`cursor\` you got back, as it is, for the next page; no \`cursor\` means that was the last page. Cursors are opaque: do not parse or build them (a bad one answers \`1006\`), and keep the other filters the same while paging.

${fence('sh', example)}`;
}

function webhooks(lang) {
  const zh = lang === 'zh';
  const events = table(
    zh ? ['事件', '含义', '`data`'] : ['event', 'meaning', '`data`'],
    EVENTS.map(([name, en, zhText, data]) => [`\`${name}\``, zh ? zhText : en, `\`${data}\``]),
  );
  const payload = `POST /verity/webhooks HTTP/1.1
Content-Type: application/json
User-Agent: Verity-Webhooks/1
Verity-Event: order.completed
Verity-Delivery: dlv_01JDZ8X4M9Q2
Verity-Signature: t=1764230400,v1=5f0c2d…e91a

{"id": "evt_01JDZ8X4KQ7T", "type": "order.completed", "createdAt": 1764230399512, "livemode": true,
 "enterpriseId": "ent_01JC…", "data": {"orderId": "ord_01JD…", "orderNo": "BG20261127000123", "status": "completed"}}`;
  const recipes = `### curl / openssl

${fence('sh', VERIFY_SHELL)}

${fence('sh', SEND_SHELL)}

### Node.js

${fence('js', VERIFY_NODE)}

### Python

${fence('python', VERIFY_PYTHON)}`;
  if (zh)
    return `# 事件推送（Webhook）

在控制台 **企业管理 → 开发者** 添加接收地址（最多 10 个）：\`https://\` 地址、订阅的事件和备注。添加时显示一次**签名密钥**（\`whsec_…\`），也可随时更换。地址必须是 https，且只能解析到公网地址（回环、内网、链路本地、运营商 NAT、组播和云元数据地址均被拒绝，返回 \`4902\`），每次投递时重新检查。

## 事件

${events}

载荷只含编号和状态，从不包含姓名、手机号或证件号码；需要详情时用 API 读取（如 \`order/detail\`）。

## 请求

${fence('http', payload)}

- 接收端在 10 秒内返回 2xx 即视为送达；否则按 1 分钟、5 分钟、30 分钟、2 小时、6 小时，之后每 6 小时重试，直到首次尝试后 24 小时，投递记为失败。
- 连续 24 小时投递失败的接收地址会被停用（\`disabledReason: "failing"\`），并通知所有者和管理员；修复后在控制台重新启用。
- 同一接收地址的投递按事件发生的顺序发送。同一事件可能因重试送达多次：请按 \`id\` 去重。控制台的投递记录显示每次投递的状态码和耗时，可手动"重新投递"。

## 校验签名

\`Verity-Signature: t=<Unix 秒>,v1=<十六进制 HMAC-SHA256>\`，其中 HMAC 的密钥是完整的签名密钥字符串（含 \`whsec_\`），内容是 \`t\`、一个点和**原始请求体**（\`"<t>.<body>"\`）。重新计算后用常量时间比较；\`|当前时间 − t| > 300\` 秒时拒绝（防重放）。务必对收到的原始字节计算，不要对解析后再序列化的 JSON 计算。

${recipes}`;
  return `# Webhooks

Add endpoints in the console under **Enterprise management → Developers** (up to 10): an \`https://\` URL, the events it wants and a description. Its **signing secret** (\`whsec_…\`) is shown once when added, and can be rotated at any time. URLs must be https and resolve only to public addresses (loopback, private, link-local, carrier-grade NAT, multicast and cloud metadata addresses are refused with \`4902\`), checked again at each delivery.

## Events

${events}

Payloads carry ids and statuses, never a name, a phone or an ID number: read the details with the API (\`order/detail\`).

## The request

${fence('http', payload)}

- A 2xx answer within 10 seconds is a delivery; otherwise it is retried after 1 min, 5 min, 30 min, 2 h, 6 h and then every 6 h until 24 hours after the first attempt, when the delivery is marked failed.
- An endpoint whose deliveries fail for 24 hours is disabled (\`disabledReason: "failing"\`) and owners and administrators are told; enable it again in the console once fixed.
- Deliveries to one endpoint go out in the order the events happened. A retry may deliver an event twice: handle each \`id\` once. The console's delivery log shows each attempt's status code and latency, and redelivers on demand.

## Checking the signature

\`Verity-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256>\`: the HMAC's key is the whole signing secret (\`whsec_\` included), its message \`t\`, a dot and the **raw body** (\`"<t>.<body>"\`). Compute it again and compare in constant time; refuse it when \`|now − t| > 300\` seconds (replays). Compute it over the bytes you received, not over JSON you parsed and serialized again.

${recipes}`;
}

function sandbox(lang, rules) {
  const { consts, text } = rules;
  const mismatch = consts.MISMATCH_ID ?? '';
  const unavailable = consts.UNAVAILABLE_ID ?? '';
  if (lang === 'zh') {
    const rows = [
      ['尾号 `1111`', '`court`（诉讼记录）为 **consider**'],
      ['尾号 `2222`', '`education`（学历）未核实，为 **consider**'],
      ['尾号 `3333`', '`employment` 第 1 段工作经历不一致，为 **consider**'],
      ['尾号 `4444`', '`dishonest`（失信被执行人）有记录，为 **consider**'],
      ['尾号 `9999`', '每项第一次查询超时，重试后成功'],
      ['其他', '全部 **clear**'],
    ];
    return `# 沙箱结果

沙箱密钥（\`vk_test_…\`）下的订单由确定性的沙箱核查服务处理，结果由候选人信息决定，便于测试各种情况：

${table(['候选人手机号', '结果'], rows)}

- 身份证号校验位错误（或证件号 \`${mismatch}\`）时 \`identity\` 为 **consider**（身份未核实）；证件号 \`${unavailable}\` 模拟核查服务不可用。
- 填写了详情的核查项（学历的学校和学位、工作经历的雇主和时间段、资格证书编号）会在结论中写明核实的内容。

以下为源代码中的规则原文（英文）：

${text}`;
  }
  return `# Sandbox outcomes

Orders of a sandbox key (\`vk_test_…\`) are screened by a deterministic sandbox provider: the candidate's details decide the findings, so every case can be tried. The rules, as the provider's code states them:

${text}`;
}

function rateLimits(lang) {
  if (lang === 'zh')
    return `# 频率限制

每个 API 密钥每分钟最多 600 个请求，超出返回 \`4802\`（HTTP 200），\`data.retryAfterSecs\` 给出需要等待的秒数，请等待后重试。单个调用另有各自的限制（如短信类调用），超出返回 \`1008\`。每个企业最多 20 个有效密钥（\`4803\`）、10 个 Webhook 接收地址（\`4905\`）。`;
  return `# Rate limits

Each API key may make 600 requests a minute; beyond that it answers \`4802\` (HTTP 200, like every business error) with \`data.retryAfterSecs\`, the seconds to wait before trying again. Some calls have limits of their own (texts, for one), answering \`1008\`. An enterprise has at most 20 active keys (\`4803\`) and 10 webhook endpoints (\`4905\`).`;
}

/**
 * The whole guide in one language (`en` or `zh`): an intro, then the sections of `SECTIONS`.
 * `origin` is the host shown in the examples.
 */
export function guide(lang, { errorCodes, sandboxSource, origin = 'https://verity.example.com' }) {
  const rows = errorRows(errorCodes);
  const rules = sandboxRules(sandboxSource);
  const intro =
    lang === 'zh'
      ? `Verity 背调 API：用 API 密钥从您自己的系统（HR、招聘系统）发起背调、读取报告，并通过 Webhook 接收状态变化。所有调用为 \`POST /api/base/<分组>/<操作>\`，JSON 请求体，时间为 Unix 毫秒，金额单位为分（fen）。 [English](/docs/api)`
      : `The Verity background-check API: order checks and read reports from your own HR or applicant-tracking system with an API key, and be told of every change by webhooks. Every call is \`POST /api/base/<group>/<operation>\` with a JSON body; times are epoch milliseconds, money is in fen (¥0.01). [中文](/docs/api/zh)`;
  return [
    intro,
    quickStart(lang, origin),
    authentication(lang),
    idempotency(lang),
    errors(lang, rows),
    pagination(lang),
    webhooks(lang),
    sandbox(lang, rules),
    rateLimits(lang),
  ].join('\n\n');
}
