/**
 * The console's bell (issue 23), as the demo owner meets it: the platform confirms one bank
 * transfer and declines another, support answers a work order; the bell counts them, lists them
 * newest first (the seed's approval too), opens one on its page and marks it read, and marks the
 * rest read at once. Screenshots of the open bell in both languages, at desktop and phone size.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { call, signIn as apiSignIn } from './batch-api.mjs';
import { screenshot } from './browser.mjs';
import { expectAccessible, landedOn, setLocale, signInWithPassword } from './console.mjs';
import { journey } from './journey.mjs';
import { OPS, OWNER, PHONE, setUp, VIEWER } from './suite.mjs';
import { poll, settled } from './wait.mjs';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const step = journey();

describe('the notification bell', () => {
  const { stack, browser, phone } = setUp({
    env: { VERITY_SANDBOX_DELAY_MS: '50' },
    browsers: { browser: { viewport: { width: 1440, height: 900 } }, phone: PHONE },
  });
  let owner;
  let ops;

  async function voucher() {
    const form = new FormData();
    form.append('purpose', 'voucher');
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'voucher.png');
    const res = await fetch(`${stack.url}/api/base/file/upload`, { method: 'POST', headers: { Authorization: `Bearer ${owner}` }, body: form });
    const body = await res.json();
    assert.equal(body.code, 0, JSON.stringify(body));
    return body.data.key;
  }

  async function transfer(amountFen, n) {
    const r = await call(stack, owner, 'finance/recharge', {
      amountFen,
      method: 'transfer',
      voucherFileKey: await voucher(),
      idempotencyKey: `notice-e2e-${n}-abcdefgh`,
    });
    return r.rechargeId;
  }

  const bellOf = (token) => call(stack, token, 'notice/list', { pageSize: 50 });
  /** Waits until the owner's bell holds `count` notices, so the next one is written after them. */
  const bellHolds = (count) => poll(async () => (await bellOf(owner)).list.length >= count, { timeoutMs: 10_000 });

  step('the platform decides two transfers and answers a work order: the owner has notices', async () => {
    owner = await apiSignIn(stack, OWNER);
    ops = await apiSignIn(stack, OPS);
    const confirmed = await transfer(120_000, 1);
    await call(stack, ops, 'finance/ops/confirmRecharge', { rechargeId: confirmed, decision: 'approve' });
    // The seed's approval and this confirmation.
    await bellHolds(2);
    const declined = await transfer(30_000, 2);
    await call(stack, ops, 'finance/ops/confirmRecharge', { rechargeId: declined, decision: 'reject', reason: '凭证金额与申请不符' });
    await bellHolds(3);
    const ticket = await call(stack, owner, 'workOrder/create', { type: 'billing', subject: 'March invoice', description: 'The invoice for March is missing.' });
    await call(stack, ops, 'workOrder/ops/reply', { workOrderId: ticket.workOrderId, text: 'We have re-issued it.' });
    await bellHolds(4);
    const bell = await bellOf(owner);
    assert.deepEqual(
      bell.list.map((n) => n.kind),
      ['work_order_replied', 'recharge_declined', 'recharge_confirmed', 'enterprise_approved'],
    );
    assert.equal(bell.unread, 4);
  });

  step('the bell shows the count and the newest notices; desktop and phone, both languages', async () => {
    for (const [ctx, size] of [
      [browser, 'desktop'],
      [phone, 'phone'],
    ]) {
      const page = await ctx.context.newPage();
      await signInWithPassword(page, stack.url, OWNER);
      await landedOn(page, '/homePage');
      for (const locale of ['en-US', 'zh-CN']) {
        await setLocale(page, locale);
        await page.reload();
        await page.getByTestId('notices-badge').filter({ hasText: '4' }).waitFor();
        await page.getByTestId('notifications').click();
        await page.getByTestId('notices-list').waitFor();
        assert.equal(await page.getByTestId('notice-item').count(), 4);
        await settled(page);
        if (locale === 'en-US' && size === 'desktop') await expectAccessible(page, 'the open bell');
        await screenshot(page, `notices-bell-${size}-${locale}`);
        await page.keyboard.press('Escape');
      }
      await setLocale(page, 'en-US');
      await page.close();
    }
  });

  step('opening a notice goes to its page and marks it read; "mark all read" clears the badge', async () => {
    const page = await browser.context.newPage();
    await signInWithPassword(page, stack.url, OWNER);
    await landedOn(page, '/homePage');
    await page.getByTestId('notifications').click();
    await page.getByTestId('notice-item').first().click();
    await landedOn(page, '/workOrder/detail');
    await page.getByTestId('notices-badge').filter({ hasText: '3' }).waitFor();
    assert.equal((await bellOf(owner)).unread, 3);

    await page.getByTestId('notifications').click();
    await page.getByTestId('notices-mark-all').click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="notices-badge"] sup'), null, { timeout: 10_000 });
    assert.equal((await bellOf(owner)).unread, 0);
    await page.close();
  });

  step('the viewer of the same enterprise sees no money notices', async () => {
    // The seed's viewer of 演示贸易有限公司 (see functions/user/src/seed.rs).
    const viewer = await apiSignIn(stack, VIEWER);
    const bell = await bellOf(viewer);
    assert.ok(bell.list.every((n) => !n.kind.startsWith('recharge_') && n.kind !== 'enterprise_approved'), JSON.stringify(bell.list));
  });
});
