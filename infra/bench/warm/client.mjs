// The warm benchmark's HTTP client (infra/scripts/bench/warm.sh): what wrk
// cannot do. Talks only to the local stack on 127.0.0.1; every loop is
// bounded in count. Requests are sent as the SPA sends them (JSON bodies,
// `Authorization: Bearer <sToken>`, `Accept-Language`).
//
//   node client.mjs prepare BASE ACCOUNTS.json           → {token, orderId, deepCursor, …}
//   node client.mjs signin  BASE ACCOUNTS.json COUNT CONCURRENCY → {rps, p99Ms, …}
//   node client.mjs burst   BASE ACCOUNTS.json ORDERS CLIENTS    → the burst fragment
import { readFileSync } from 'node:fs';

const [command, base, accountsFile, ...rest] = process.argv.slice(2);
const accounts = JSON.parse(readFileSync(accountsFile, 'utf8'));

/** One call: the envelope, its HTTP status and how long it took (ms). */
async function call(path, { body, token, method = body === undefined ? 'GET' : 'POST' } = {}) {
  const headers = { Accept: 'application/json', 'Accept-Language': 'zh-CN' };
  if (body !== undefined) headers['Content-Type'] = 'application/json;charset=UTF-8';
  if (token) headers.Authorization = `Bearer ${token}`;
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let envelope;
  try {
    envelope = JSON.parse(text);
  } catch {
    envelope = { code: -1, msg: text.slice(0, 200) };
  }
  return { status: res.status, envelope, ms };
}

/** The envelope's data, or a thrown error naming the call. */
async function ok(path, options) {
  const { status, envelope } = await call(path, options);
  if (status !== 200 || envelope.code !== 0) {
    throw new Error(`${path}: HTTP ${status} ${JSON.stringify(envelope).slice(0, 300)}`);
  }
  return envelope.data;
}

/** A session of the owner with this phone, as the SPA signs in by password. */
async function session(phone) {
  const { token } = await ok('/api/base/user/login', {
    body: { loginType: 'password', phone, password: accounts.password, ts: 'ENT_WEB' },
  });
  const info = await ok('/api/base/user/loginInfo', { token });
  return info.sToken;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (v, digits = 2) => Number(v.toFixed(digits));

async function prepare() {
  const deepPages = Number(rest[0] ?? 40);
  const chosen = accounts.enterprises[Math.floor(accounts.enterprises.length / 2)];
  const token = await session(chosen.phone);
  const first = await ok('/api/base/order/list', { body: {}, token });
  if (!first.items.length) throw new Error('the seeded enterprise has no orders');
  const done = first.items.find((o) => o.status === 'completed') ?? first.items[0];
  let cursor = first.cursor;
  let pages = 1;
  // A deep page: the cursor after `deepPages` pages of 20.
  while (pages < deepPages && cursor) {
    const page = await ok('/api/base/order/list', { body: { cursor }, token });
    cursor = page.cursor;
    pages += 1;
  }
  if (!cursor) throw new Error(`fewer than ${deepPages} pages of orders`);
  // Every measured route answers code 0 with this session before wrk runs.
  await ok('/api/base/order/list', { body: { cursor }, token });
  await ok('/api/base/order/detail', { body: { orderId: done.orderId }, token });
  const report = await ok('/api/base/report/detail', { body: { orderId: done.orderId }, token });
  await ok('/api/base/home/summary', { body: {}, token });
  await ok('/api/base/region/list', { body: {}, token });
  await ok('/api/base/user/loginInfo', { token });
  console.log(
    JSON.stringify({
      token,
      enterpriseId: chosen.enterpriseId,
      orderId: done.orderId,
      orderStatus: done.status,
      reportItems: report.items?.length ?? null,
      deepCursor: cursor,
      deepPage: pages + 1,
    }),
  );
}

/** Password sign-ins, each phone one at a time (the lock-out counts a phone's concurrent tries). */
async function signin() {
  const count = Number(rest[0] ?? 200);
  const concurrency = Number(rest[1] ?? 4);
  const phones = accounts.enterprises.map((e) => e.phone);
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let round = 0; ; round += 1) {
        const n = next++;
        if (n >= count) return;
        const phone = phones[(worker + round * concurrency) % phones.length];
        const { status, envelope, ms } = await call('/api/base/user/login', {
          body: { loginType: 'password', phone, password: accounts.password, ts: 'ENT_WEB' },
        });
        if (status !== 200 || envelope.code !== 0) errors += 1;
        latencies.push(ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      count,
      concurrency,
      errors,
      rps: round(count / seconds, 1),
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
    }),
  );
}

/** Every page of a list call (bounded). */
async function all(path, body, token, field) {
  const rows = [];
  let cursor;
  for (let page = 0; page < 1000; page += 1) {
    const data = await ok(path, { body: { ...body, ...(cursor ? { cursor } : {}) }, token });
    rows.push(...data[field]);
    cursor = data.cursor;
    if (!cursor) return rows;
  }
  throw new Error(`${path}: more than 1,000 pages`);
}

/** A valid 18-character ID number for `n` (GB 11643 check character). */
function idNumber(n) {
  const body = `11010819${String(80 + Math.floor(n / 336000) % 10)}${String(Math.floor(n / 28000) % 12 + 1).padStart(2, '0')}${String(Math.floor(n / 1000) % 28 + 1).padStart(2, '0')}${String(n % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}

/** ORDERS `order/create` from CLIENTS concurrent clients, then the money and the orders checked. */
async function burst() {
  const orders = Number(rest[0] ?? 2000);
  const clients = Number(rest[1] ?? 200);
  const b = accounts.burst;
  const token = await session(b.phone);
  const before = await ok('/api/base/finance/account', { body: {}, token });
  const since = Date.now() - 1;
  const run = `${Date.now().toString(36)}`;
  const latencies = [];
  const created = new Map();
  const failures = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (;;) {
        const n = next++;
        if (n >= orders) return;
        const body = {
          packageId: b.packageId,
          candidate: {
            name: `突发候选人${n}`,
            phone: `186${String(n + (Date.now() % 100) * 100000).padStart(8, '0')}`.slice(0, 11),
            idNumber: idNumber(n),
            school: '北京大学',
            employer: '示例科技有限公司',
            employmentPeriod: '2019-03 – 2023-06',
          },
          authMode: 'sms',
          idempotencyKey: `burst-${run}-${String(n).padStart(5, '0')}`,
          confirmDuplicate: true,
        };
        let answer;
        try {
          answer = await call('/api/base/order/create', { body, token });
        } catch (e) {
          failures[`network: ${e.message}`] = (failures[`network: ${e.message}`] ?? 0) + 1;
          continue;
        }
        latencies.push(answer.ms);
        if (answer.status === 200 && answer.envelope.code === 0) {
          created.set(answer.envelope.data.orderId, answer.envelope.data.priceFen);
        } else {
          const why = `HTTP ${answer.status} code ${answer.envelope.code}: ${answer.envelope.msg}`;
          failures[why] = (failures[why] ?? 0) + 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const errors = orders - created.size;
  const charged = [...created.values()].reduce((s, p) => s + p, 0);

  // What the stack holds now: the orders placed since the burst began, the balance, the charges.
  const listed = await all('/api/base/order/list', { from: since, pageSize: 100 }, token, 'items');
  const listedIds = new Set(listed.map((o) => o.orderId));
  const lostOrders = [...created.keys()].filter((id) => !listedIds.has(id)).length;
  const after = await ok('/api/base/finance/account', { body: {}, token });
  const charges = await all('/api/base/finance/ledger', { kind: 'charge', from: since }, token, 'list');
  const chargedOrders = new Map();
  for (const entry of charges) {
    const id = entry.link?.id;
    chargedOrders.set(id, (chargedOrders.get(id) ?? 0) + 1);
  }
  const ledgerExact =
    charges.length === created.size &&
    charges.reduce((s, e) => s + e.amountFen, 0) === -charged &&
    [...created.keys()].every((id) => chargedOrders.get(id) === 1);
  const balanceExact = after.balanceFen === before.balanceFen - charged;
  console.log(
    JSON.stringify({
      orders,
      clients,
      errors,
      failures,
      lostOrders,
      extraOrders: listed.length - created.size,
      moneyExact: ledgerExact && balanceExact && listed.length === created.size,
      balanceBeforeFen: before.balanceFen,
      balanceAfterFen: after.balanceFen,
      chargedFen: charged,
      ledgerCharges: charges.length,
      rps: round(orders / seconds, 1),
      seconds: round(seconds),
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
    }),
  );
}

const commands = { prepare, signin, burst };
if (!commands[command]) {
  console.error(`unknown command ${command}: prepare, signin or burst`);
  process.exit(2);
}
await commands[command]();
