/**
 * Packages and finances journey (issue 10), as a new user of the demo enterprise would take it:
 * build a package from the catalogue; recharge by bank transfer with a voucher, reviewed before
 * it is sent; the platform operator approves the transfer; the ledger shows the credit and the
 * balance; a statement is exported as XLSX and read back; an invoice is requested. The
 * accessibility check runs on each new screen.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { openRoute, screenshot } from './browser.mjs';
import { PNG } from './company.mjs';
import { expectAccessible, landedOn, signInWithPassword } from './console.mjs';
import { journey } from './journey.mjs';
import { OPS, OWNER, setUp } from './suite.mjs';
import { readXlsx } from './xlsx.mjs';
import { poll } from './wait.mjs';

const step = journey();

describe('packages and finances', () => {
  const { stack, browser } = setUp();

  /** Signs `who` in on a clean slate (nothing stored from the previous user) and waits for `home`. */
  async function signIn(page, who, home) {
    await openRoute(page, stack.url, '/login?tab=password');
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await signInWithPassword(page, stack.url, who, { home });
  }

  /** The balance as the account card shows it, e.g. "¥1,907.00". */
  async function balance(page) {
    return (await page.getByTestId('balance').innerText()).replace(/\s/g, '');
  }

  step('the owner builds a package from the catalogue; its price comes from the server', async () => {
    const { page, errors } = browser;
    await signIn(page, OWNER, '/homePage');
    await openRoute(page, stack.url, '/mealManage');
    await page.getByTestId('package-list').waitFor();
    await expectAccessible(page, '/mealManage');
    await page.getByTestId('new-package').click();
    await landedOn(page, '/mealManage/add');
    await page.getByTestId('catalog-identity').waitFor();
    // Nothing is saved without a name and an item.
    await page.getByTestId('package-save').click();
    await page.getByTestId('items-error').waitFor();
    await page.locator('#package_name').fill('Engineers');
    await page.getByLabel('Include Identity verification').check();
    await page.getByLabel('Include Court records').check();
    await page.getByLabel('Include Employment history').check();
    await page.getByTestId('catalog-employment').getByText('2', { exact: true }).click();
    // 8 + 15 + 2 × 30 yuan.
    assert.equal((await page.getByTestId('package-total').innerText()).trim(), '¥83.00');
    await expectAccessible(page, '/mealManage/add');
    await screenshot(page, 'package-add');
    await page.getByTestId('package-save').click();
    await landedOn(page, '/mealManage/detail');
    assert.equal((await page.getByTestId('package-price').innerText()).trim(), '¥83.00');
    assert.equal((await page.getByTestId('package-version').innerText()).trim(), '1');
    await expectAccessible(page, '/mealManage/detail');
    await screenshot(page, 'package-detail');
    assert.deepEqual(errors, []);
  });

  step('the owner reads the balance, the low-balance threshold and the ledger', async () => {
    const { page, errors } = browser;
    await openRoute(page, stack.url, '/financialManage');
    await page.getByTestId('ledger').waitFor();
    // Demo data: ¥2,000 opening balance, one ¥93 check charged.
    assert.equal(await balance(page), '¥1,907.00');
    assert.equal(await page.getByTestId('low-balance').count(), 0);
    await expectAccessible(page, '/financialManage');
    await screenshot(page, 'finance');
    assert.deepEqual(errors, []);
  });

  step('a transfer with its voucher is reviewed before it is sent, then waits for the platform', async () => {
    const { page, errors } = browser;
    await page.getByTestId('recharge').click();
    await page.locator('#recharge_amount').waitFor();
    // Nothing goes out without an amount and a voucher.
    // A click while the dialog still mounts its form reaches no form (seen once under load): ask again until shown.
    const shown = await poll(
      async () => {
        await page.getByTestId('recharge-next').click();
        return page.locator('#recharge_amount_help').isVisible();
      },
      { timeoutMs: 15_000, everyMs: 500 },
    );
    assert.ok(shown, 'the missing amount is shown under its field');
    await page.locator('#recharge_amount').fill('3000');
    await page.getByTestId('recharge_voucher-input').setInputFiles({ name: 'transfer-slip.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('file-image').waitFor();
    await expectAccessible(page, 'recharge form');
    await page.getByTestId('recharge-next').click();
    const review = page.getByTestId('recharge-review');
    await review.waitFor();
    assert.match(await page.getByTestId('recharge-amount').innerText(), /3,000\.00/);
    await screenshot(page, 'finance-recharge-review');
    await page.getByTestId('recharge-confirm').click();
    const result = page.getByTestId('recharge-result');
    await result.waitFor();
    assert.match(await result.innerText(), /review|confirm/i);
    await page.getByTestId('recharge-done').click();
    // Not credited yet.
    assert.equal(await balance(page), '¥1,907.00');
    assert.deepEqual(errors, []);
  });

  step('the platform operator approves the transfer from the queue', async () => {
    const { page, errors } = browser;
    await signIn(page, OPS, '/ops/enterprises');
    await openRoute(page, stack.url, '/ops/recharges');
    const queue = page.getByTestId('ops-recharges');
    await queue.waitFor();
    await expectAccessible(page, '/ops/recharges');
    await screenshot(page, 'ops-recharges');
    const row = queue.locator('li').filter({ hasText: '演示贸易有限公司' }).filter({ hasText: '3,000.00' });
    await row.first().waitFor();
    await row.first().locator('[data-testid^="approve-"]').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Approve' }).click();
    await row.first().waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
  });

  step('the owner sees the credit in the ledger and the new balance', async () => {
    const { page, errors } = browser;
    await signIn(page, OWNER, '/homePage');
    await openRoute(page, stack.url, '/financialManage');
    const ledger = page.getByTestId('ledger');
    await ledger.waitFor();
    assert.equal(await balance(page), '¥4,907.00');
    const first = ledger.locator('tbody tr').first();
    assert.match(await first.innerText(), /3,000\.00/);
    assert.match(await first.innerText(), /4,907\.00/);
    assert.deepEqual(errors, []);
  });

  step('a statement exported as XLSX reads back with the entries and their balances', async () => {
    const { page, errors } = browser;
    await page.getByTestId('export-xlsx').click();
    const ready = page.getByTestId('export-ready');
    await ready.waitFor();
    const href = await ready.locator('a').getAttribute('href');
    const response = await fetch(href);
    assert.equal(response.status, 200);
    const rows = readXlsx(await response.arrayBuffer());
    assert.deepEqual(rows[0].slice(0, 4), ['Time (UTC+8)', 'Type', 'Amount (CNY)', 'Balance after (CNY)']);
    // Newest first: the approved transfer, the demo check, the opening balance.
    assert.deepEqual(
      rows.slice(1).map((r) => [r[1], Number(r[2]), Number(r[3])]),
      [
        ['Recharge', 3000, 4907],
        ['Charge', -93, 1907],
        ['Recharge', 2000, 2000],
      ],
    );
    assert.deepEqual(errors, []);
  });

  step('the owner requests an invoice for what was charged', async () => {
    const { page, errors } = browser;
    await page.getByTestId('section-invoices').click();
    await page.getByTestId('apply-invoice').click();
    await page.locator('#invoice_title').fill('演示贸易有限公司');
    await page.locator('#invoice_taxNumber').fill('91440101MA5CXXXX1X');
    await page.locator('#invoice_amount').fill('93');
    await expectAccessible(page, 'invoice form');
    await page.locator('.ant-modal').filter({ has: page.locator('#invoice_title') }).getByRole('button', { name: 'Request' }).click();
    const invoices = page.getByTestId('invoices');
    await invoices.locator('li').filter({ hasText: '93.00' }).first().waitFor();
    await page.locator('#invoice_title').waitFor({ state: 'hidden' });
    await expectAccessible(page, 'invoices');
    await screenshot(page, 'finance-invoices');
    assert.deepEqual(errors, []);
  });
});
