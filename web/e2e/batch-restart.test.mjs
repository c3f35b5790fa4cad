/**
 * A local stack killed in the middle of a batch's fan-out (SIGKILL, no clean shutdown) and
 * started again on the same data: the persisted queue hands the unfinished chunks back, and the
 * batch completes with every order once, one charge and one consent text per candidate.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { after, describe, it } from 'node:test';
import { call, candidate, csvOf, packageNamed, recharge, signIn, upload, waitFor } from './batch-api.mjs';
import { startStack } from './stack.mjs';

const ROWS = 3000;
// Texts without a rate limit, so the test waits on the orders only.
const ENV = { VERITY_BATCH_SMS_PER_SECOND: '0' };

describe('batch fan-out across a restart', () => {
  let first;
  let second;

  after(async () => {
    await first?.kill();
    await second?.stop();
    if (first) await rm(first.dataDir, { recursive: true, force: true });
  });

  it('finishes after a kill midway with no duplicate order, charge or text', async () => {
    first = await startStack({ env: ENV });
    let token = await signIn(first);
    await recharge(first, token, 40_000_000, 'e2e-restart-recharge-0001');
    const pkg = await packageNamed(first, token, '标准入职背调');
    const key = await upload(first, token, 'restart.csv', 'text/csv', csvOf(ROWS));
    const created = await call(first, token, 'batch/create', { packageId: pkg.packageId, fileKey: key });
    assert.equal(created.validCount, ROWS);
    const batchId = created.batchId;
    await call(first, token, 'batch/submit', { batchId, idempotencyKey: 'e2e-restart-submit-0001' });

    // Kill it as soon as the fan-out has made some orders.
    const midway = await waitFor(first, token, batchId, (d) => d.orderCount >= 50, { everyMs: 10 });
    await first.kill();
    assert.ok(midway.orderCount < ROWS, `killed midway (${midway.orderCount} of ${ROWS} orders)`);

    second = await startStack({ env: ENV, dataDir: first.dataDir });
    token = await signIn(second);
    const done = await waitFor(second, token, batchId, (d) => d.status === 'submitted' && d.invitedCount === ROWS, { everyMs: 250, timeoutMs: 240_000 });
    assert.equal(done.orderCount, ROWS);
    assert.equal(done.countsByStatus.awaiting_authorization, ROWS);

    // Every order once.
    const ids = new Set();
    let cursor = null;
    do {
      const page = await call(second, token, 'order/list', { batchId, cursor, pageSize: 100 });
      for (const o of page.items) ids.add(o.orderId);
      cursor = page.cursor;
    } while (cursor);
    assert.equal(ids.size, ROWS);

    // One charge for the batch.
    const ledger = await call(second, token, 'finance/ledger', { kind: 'charge' });
    const charges = ledger.list.filter((e) => e.link?.type === 'batch' && e.link.id === batchId);
    assert.equal(charges.length, 1);
    assert.equal(charges[0].amountFen, -ROWS * pkg.priceFen);

    // One consent text per candidate, around the kill too.
    for (const n of [0, midway.orderCount - 1, midway.orderCount, midway.orderCount + 1, ROWS - 1]) {
      const phone = candidate(n)[1];
      const outbox = await second.api(`/api/dev/sms?phone=${phone}`);
      assert.equal(outbox.data.messages.length, 1, `texts to candidate ${n}`);
    }
  });
});
