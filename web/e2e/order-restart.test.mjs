/**
 * Crash safety of an order (issue 26, point 7): the local stack is killed (SIGKILL, no clean
 * shutdown) at a random moment right after an order is placed, and again right after the candidate
 * consents while the checks run, then started again on the same data. Nothing is lost or doubled:
 * each order once, one charge each, one consent text each, every consented order completes with one
 * report, and the balance is what the charges say. The moments are drawn from E2E_SEED (printed).
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { after, describe, it } from 'node:test';
import { call, idNumber, packageNamed, recharge, signIn } from './batch-api.mjs';
import { startStack } from './stack.mjs';
import { poll } from './wait.mjs';

// Slow enough checks that a kill after consent lands while they run.
const ENV = { VERITY_SANDBOX_DELAY_MS: '1500', VERITY_SMS_COOLDOWN_SECS: '1' };
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const CANDIDATES = [0, 1, 2].map((n) => ({
  name: `重启${n}`,
  phone: `1390077000${n}`,
  idNumber: idNumber(7700 + n),
  school: '北京大学',
  employer: '示例科技有限公司',
}));

// A small seeded generator: the kill moments of a run can be replayed.
const seed = Number(process.env.E2E_SEED ?? Date.now() % 100_000);
let state = seed;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

describe('an order across kills of the stack', () => {
  const stacks = [];
  let dataDir;

  after(async () => {
    for (const s of stacks) await s.kill();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const restart = async () => {
    const stack = await startStack({ env: ENV, dataDir });
    stacks.push(stack);
    return { stack, token: await signIn(stack) };
  };

  const texts = async (stack, phone) => (await stack.api(`/api/dev/sms?phone=${phone}`)).data.messages;

  it(`loses and doubles nothing (E2E_SEED=${seed})`, async () => {
    const first = await startStack({ env: ENV });
    stacks.push(first);
    dataDir = first.dataDir;
    let stack = first;
    let token = await signIn(stack);
    await recharge(stack, token, 1_000_000, 'order-restart-recharge-01');
    const pkg = await packageNamed(stack, token, '标准入职背调');
    const balanceBefore = (await call(stack, token, 'finance/account', {})).balanceFen;

    // Place the orders, killing the stack a random moment after the last one is answered.
    const orders = [];
    for (const [n, candidate] of CANDIDATES.entries()) {
      const body = { packageId: pkg.packageId, candidate, authMode: 'sms', idempotencyKey: `order-restart-order-00${n}`, confirmDuplicate: true };
      orders.push({ body, orderId: (await call(stack, token, 'order/create', body)).orderId });
    }
    const killAfterOrders = Math.floor(random() * 60);
    await sleep(killAfterOrders);
    await stack.kill();
    ({ stack, token } = await restart());

    // Sending an order again with its key answers the same order.
    for (const o of orders) {
      assert.equal((await call(stack, token, 'order/create', o.body)).orderId, o.orderId);
    }
    // Each candidate gets the consent link once, sent before or after the kill.
    for (const c of CANDIDATES) {
      const links = await poll(async () => {
        const found = (await texts(stack, c.phone)).filter((m) => m.text.includes('/#/consent?s='));
        return found.length ? found : undefined;
      });
      assert.equal(links?.length, 1, `consent texts to ${c.phone}`);
      c.s = links[0].text.match(/s=([\w-]+)/)[1];
    }

    // Two candidates consent; the stack is killed a random moment later, while the checks run.
    for (const c of CANDIDATES.slice(0, 2)) {
      await stack.post('sms/sendVerifyCode', { phone: c.phone, scene: 'checkPhone' });
      const code = await poll(async () => {
        const last = (await texts(stack, c.phone)).at(-1);
        return last && !last.text.includes('/#/consent') ? last.text.match(/\d{6}/)?.[0] : undefined;
      });
      const checked = await stack.post('share/checkPhone', { s: c.s, phone: c.phone, code });
      assert.equal(checked.code, 0, JSON.stringify(checked));
      const signed = await stack.post('candidate/sign', { s: c.s, agree: true, signaturePng: SIGNATURE }, checked.data.shareToken);
      assert.equal(signed.code, 0, JSON.stringify(signed));
    }
    // Once the checks of the last consent run (its order in progress), a random moment later.
    const running = await poll(async () => {
      const s = (await call(stack, token, 'order/detail', { orderId: orders[1].orderId })).status;
      return s === 'in_progress' ? s : undefined;
    }, { timeoutMs: 10_000, everyMs: 20 });
    assert.equal(running, 'in_progress', 'the checks had started before the kill');
    const killAfterConsent = Math.floor(random() * 1200);
    await sleep(killAfterConsent);
    await stack.kill();
    ({ stack, token } = await restart());

    // The consented orders complete, each with one report; the third still waits.
    for (const [n, o] of orders.entries()) {
      const want = n < 2 ? 'completed' : 'awaiting_authorization';
      const status = await poll(async () => {
        const s = (await call(stack, token, 'order/detail', { orderId: o.orderId })).status;
        return s === want ? s : undefined;
      }, { timeoutMs: 30_000, everyMs: 200 });
      assert.equal(status, want, `order ${n} (killed ${killAfterOrders} ms after ordering, ${killAfterConsent} ms after consent)`);
      if (n < 2) {
        const versions = await call(stack, token, 'report/versions', { orderId: o.orderId });
        assert.equal(versions.list.length, 1, `reports of order ${n}`);
      }
    }

    // One charge per order, and the balance is what they took.
    const ledger = await call(stack, token, 'finance/ledger', { kind: 'charge' });
    for (const o of orders) {
      const charges = ledger.list.filter((e) => e.link?.type === 'order' && e.link.id === o.orderId);
      assert.equal(charges.length, 1, `charges of ${o.orderId}`);
    }
    const balanceAfter = (await call(stack, token, 'finance/account', {})).balanceFen;
    assert.equal(balanceAfter, balanceBefore - orders.length * pkg.priceFen);
    // Still one consent text each.
    for (const c of CANDIDATES) {
      const links = (await texts(stack, c.phone)).filter((m) => m.text.includes('/#/consent?s='));
      assert.equal(links.length, 1, `consent texts to ${c.phone} after both kills`);
    }
  });
});
