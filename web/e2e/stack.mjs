/**
 * Starts the real local stack (the `verity-local` binary) for end-to-end tests.
 *
 * - Binary: env VERITY_LOCAL_BIN (absolute, or relative to web/), default ../target/debug/verity-local.
 * - Env given to it: PORT=<free port>, VERITY_DATA_DIR=<fresh temp dir>, VERITY_WEB_DIR=<abs web/dist>,
 *   HOST=127.0.0.1.
 * - Ready when GET /api/health answers {code: 0} (polled, 60 s max).
 * - stop() kills the process and removes the data dir.
 * - Besides `api()`, the handle reads the dev SMS outbox (`texts`, `lastText`, `nextText`), which
 *   every journey that signs up, checks a phone or invites someone needs.
 *
 * A start costs about 0.5–0.8 s (measured on the 2-core CI machine), so each test file starts a
 * stack of its own: a fresh data folder keeps the seeded demo enterprise's balance, ledger and
 * bell exactly as the journeys assert them.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { noteKeys, noteLog, noteValues } from './canaries.mjs';
import { poll } from './wait.mjs';

export const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST_DIR = path.join(WEB_DIR, 'dist');
export const ARTIFACTS_DIR = path.join(WEB_DIR, 'e2e', 'artifacts');
const HEALTH_TIMEOUT_MS = 60_000;

export function binaryPath() {
  const configured = process.env.VERITY_LOCAL_BIN || '../target/debug/verity-local';
  return path.resolve(WEB_DIR, configured);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the local stack. `env` adds variables; `dataDir` reuses a data folder (a restart), which
 * `stop()` then leaves in place for the caller to remove.
 */
export async function startStack({ env = {}, dataDir: reuse } = {}) {
  const bin = binaryPath();
  if (!existsSync(bin)) {
    throw new Error(
      `verity-local binary not found at ${bin}. Build it (cargo build -p verity-local) or set VERITY_LOCAL_BIN.`,
    );
  }
  if (!existsSync(path.join(DIST_DIR, 'index.html'))) {
    throw new Error(`No built SPA in ${DIST_DIR}. Run "npm run build" first.`);
  }

  const port = await freePort();
  const dataDir = reuse ?? (await mkdtemp(path.join(tmpdir(), 'verity-e2e-data-')));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  // The whole log goes to a file as it comes (the PII canaries search every line); `log` keeps
  // the tail for error messages.
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const logFile = path.join(ARTIFACTS_DIR, `stack-${port}.log`);
  noteLog(logFile);
  const child = spawn(bin, [], {
    cwd: path.resolve(WEB_DIR, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      VERITY_DATA_DIR: dataDir,
      VERITY_WEB_DIR: DIST_DIR,
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const capture = (chunk) => {
    appendFileSync(logFile, chunk);
    log += chunk.toString();
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout.on('data', capture);
  child.stderr.on('data', capture);
  let exited = null;
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timedOut = await Promise.race([exitPromise.then(() => false), sleep(5000).then(() => true)]);
      if (timedOut && !exited) {
        child.kill('SIGKILL');
        await exitPromise;
      }
    }
    noteKeys(dataDir);
    if (!reuse) await rm(dataDir, { recursive: true, force: true });
  };

  /** Kills the process at once (no clean shutdown), keeping its data folder. */
  const kill = async () => {
    if (!exited) {
      child.kill('SIGKILL');
      await exitPromise;
    }
    noteKeys(dataDir);
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`verity-local exited early (${JSON.stringify(exited)}):\n${log.slice(-4000)}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) {
        const body = await res.json();
        if (body && body.code === 0) break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`verity-local did not answer /api/health with code 0 within 60 s:\n${log.slice(-4000)}`);
    }
    await sleep(50);
  }

  const api = async (pathname, { method = 'GET', body, token } = {}) => {
    const headers = { 'Content-Type': 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    noteValues(body, pathname);
    const res = await fetch(`${url}${pathname}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await res.json();
    noteValues(answer, pathname);
    return answer;
  };
  /** The texts the dev outbox holds for `phone`, oldest first. */
  const texts = async (phone) => (await api(`/api/dev/sms?phone=${encodeURIComponent(phone)}`)).data.messages;

  return {
    url,
    port,
    dataDir,
    pid: child.pid,
    logs: () => log,
    stop,
    kill,
    /** Calls the API directly (JSON envelope). */
    api,
    /** POSTs `body` to `/api/base/<pathname>` (the envelope, whatever its code). */
    post: (pathname, body, token) => api(`/api/base/${pathname}`, { method: 'POST', body, token }),
    texts,
    /** The newest text to `phone` (undefined when none). */
    lastText: async (phone) => (await texts(phone)).at(-1),
    /**
     * The newest text to `phone` once the outbox holds more than `before` texts (and `accept(text)`
     * holds, when given); undefined after `timeoutMs`.
     */
    nextText: (phone, before = 0, { accept = () => true, timeoutMs = 10_000 } = {}) =>
      poll(
        async () => {
          const all = await texts(phone);
          return all.length > before && accept(all.at(-1)) ? all.at(-1) : undefined;
        },
        { timeoutMs },
      ),
    /** The first text to `phone` that `match(text)` accepts, waiting for it up to `timeoutMs`. */
    textWhere: (phone, match, { timeoutMs = 10_000 } = {}) => poll(async () => (await texts(phone)).find(match), { timeoutMs }),
  };
}
