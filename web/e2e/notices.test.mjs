/**
 * The console's bell (issue 23), as the demo owner meets it: the platform confirms one bank
 * transfer and declines another, support answers a work order; the bell counts them, lists them
 * newest first (the seed's approval too), opens one on its page and marks it read, and marks the
 * rest read at once. Screenshots of the open bell in both languages, at desktop and phone size.
 */
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import { call, signIn as apiSignIn } from './batch-api.mjs';
import { openBrowser, screenshot } from './browser.mjs';
import { expectAccessible, landedOn, signInWithPassword } from './console.mjs';
import { journey } from './journey.mjs';
import { startStack } from './stack.mjs';

const OWNER = { phone: '13800000000', password: 'Verity#2026' };
const OPS = { phone: '13800000009', password: 'Verity#2026' };
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const step = journey();

describe('the notification bell', () => {
  let stack;
  let browser;
  let phone;
  let owner;
  let ops;

  before(async () => {
    stack = await startStack({ env: { VERITY_SANDBOX_DELAY_MS: '50' } });
    browser = await openBrowser({ viewport: { width: 1440, height: 900 } });
    phone = await openBrowser({ viewport: { width: 390, height: 844 }, isMobile: true });
    owner = await apiSignIn(stack, OWNER);
    ops = await apiSignIn(stack, OPS);
  });

  after(async () => {
    await phone?.close();
    await browser?.close();
    await stack?.stop();
  });

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

  step('the platform decides two transfers and answers a work order: the owner has notices', async () => {
    const confirmed = await transfer(120_000, 1);
    await call(stack, ops, 'finance/ops/confirmRecharge', { rechargeId: confirmed, decision: 'approve' });
    await sleep(1100);
    const declined = await transfer(30_000, 2);
    await call(stack, ops, 'finance/ops/confirmRecharge', { rechargeId: declined, decision: 'reject', reason: '凭证金额与申请不符' });
    await sleep(1100);
    const ticket = await call(stack, owner, 'workOrder/create', { type: 'billing', subject: 'March invoice', description: 'The invoice for March is missing.' });
    await call(stack, ops, 'workOrder/ops/reply', { workOrderId: ticket.workOrderId, text: 'We have re-issued it.' });
    const deadline = Date.now() + 10_000;
    let bell;
    do {
      bell = await bellOf(owner);
      if (bell.list.length >= 4) break;
      await sleep(100);
    } while (Date.now() < deadline);
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
        await page.evaluate((l) => localStorage.setItem('verityLocale', JSON.stringify({ type: 'string', content: l, timestamp: Date.now() })), locale);
        await page.reload();
        await page.getByTestId('notices-badge').filter({ hasText: '4' }).waitFor();
        await page.getByTestId('notifications').click();
        await page.getByTestId('notices-list').waitFor();
        assert.equal(await page.getByTestId('notice-item').count(), 4);
        await sleep(400);
        if (locale === 'en-US' && size === 'desktop') await expectAccessible(page, 'the open bell');
        await screenshot(page, `notices-bell-${size}-${locale}`);
        await page.keyboard.press('Escape');
      }
      await page.evaluate(() => localStorage.setItem('verityLocale', JSON.stringify({ type: 'string', content: 'en-US', timestamp: Date.now() })));
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
    // The seed's viewer of Demo Trading Co (see functions/user/src/seed.rs).
    const viewer = await apiSignIn(stack, { phone: '13800000002', password: OWNER.password });
    const bell = await bellOf(viewer);
    assert.ok(bell.list.every((n) => !n.kind.startsWith('recharge_') && n.kind !== 'enterprise_approved'), JSON.stringify(bell.list));
  });
});
