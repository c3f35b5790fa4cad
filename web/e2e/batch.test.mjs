/**
 * Batch ordering journey (issue 12), as a new user of the demo enterprise would take it: choose a
 * package and download its template; fill 50 rows with three mistakes (a phone, an ID number's
 * check character, the same ID number twice); upload; see each problem on its cell; fix two in
 * place and remove the third; submit after the confirmation; watch the orders and texts finish;
 * find the batch in its list with its orders. The accessibility check runs on each new screen.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { openRoute, screenshot } from './browser.mjs';
import { expectAccessible, landedOn, signInWithPassword } from './console.mjs';
import { journey } from './journey.mjs';
import { OWNER, setUp } from './suite.mjs';
import { readXlsx } from './xlsx.mjs';

/** A valid 18-digit ID number for candidate `n` (its check character computed). */
function idNumber(n) {
  const body = `1101051992${String(1 + Math.floor(n / 28) % 12).padStart(2, '0')}${String(1 + (n % 28)).padStart(2, '0')}${String(n % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, c, i) => acc + Number(c) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}

const step = journey();

describe('batch ordering', () => {
  const { stack, browser } = setUp();
  let batchId;
  let header;
  const rows = Array.from({ length: 50 }, (_, n) => [`候选人${n}`, `1370000${String(2000 + n)}`, idNumber(n)]);
  // File row numbers: the note is row 1, the header row 2, candidate n is row n + 3.
  rows[4][1] = '2370000200'; // row 7: not a mobile number
  rows[9][2] = rows[9][2].slice(0, 17) + (rows[9][2].endsWith('0') ? '1' : '0'); // row 12: wrong check character
  rows[19][2] = rows[2][2]; // row 22: the ID number of row 5

  step('the owner chooses a package and downloads its template', async () => {
    const { page, errors } = browser;
    await signInWithPassword(page, stack.url, OWNER, { home: '/homePage' });
    // A batch of 49 needs more than the demo balance: a sandbox recharge through the API.
    const token = await page.evaluate(() => {
      const raw = sessionStorage.getItem('magicToken') ?? localStorage.getItem('magicToken');
      return JSON.parse(raw).content;
    });
    const topUp = await stack.api('/api/base/finance/recharge', {
      method: 'POST',
      token,
      body: { amountFen: 1_000_000, method: 'sandbox', idempotencyKey: 'e2e-batch-recharge-0001' },
    });
    assert.equal(topUp.code, 0, JSON.stringify(topUp));

    await openRoute(page, stack.url, '/batchBack');
    await page.getByTestId('batch-package').waitFor();
    assert.equal(await page.getByTestId('batch-template').isDisabled(), true, 'no template before a package');
    await page.getByTestId('batch-package').getByText('标准入职背调').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('batch-template').click()]);
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    const sheet = readXlsx(await readFile(file));
    assert.match(sheet[0][0], /^说明/);
    assert.deepEqual(sheet[1].slice(0, 3), ['姓名* (Name)', '手机号* (Mobile)', '身份证号* (ID number)']);
    // The package's degree and employment checks add their columns.
    assert.ok(sheet[1].includes('毕业院校* (School)') && sheet[1].includes('前雇主* (Former employer)'), sheet[1].join(' | '));
    header = sheet[1];
    await expectAccessible(page, '/batchBack');
    await screenshot(page, 'batch-start');
    assert.deepEqual(errors, []);
  });

  step('50 rows with three mistakes are uploaded; each problem shows on its cell', async () => {
    const { page, errors } = browser;
    const fill = (r) => header.map((h, i) => (i < 3 ? r[i] : h.startsWith('毕业院校') ? '北京大学' : h.startsWith('前雇主') ? '示例科技有限公司' : ''));
    const csv = ['说明：从第 3 行开始填写', header.join(','), ...rows.map((r) => fill(r).join(','))].join('\r\n');
    await page.getByTestId('batch-file').setInputFiles({
      name: 'campus-wave.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await page.getByTestId('batch-summary').waitFor({ timeout: 30_000 });
    batchId = new URLSearchParams(page.url().split('?')[1]).get('batchId');
    assert.ok(batchId, 'the batch id is in the address');
    await page.getByTestId('batch-rows').waitFor();
    await screenshot(page, 'batch-errors');
    assert.equal(await page.getByTestId('batch-sum-valid').innerText(), '47');
    assert.equal(await page.getByTestId('batch-sum-errors').innerText(), '3');
    assert.match(await page.getByTestId('batch-cell-error-7-phone').innerText(), /Mobile: not valid/);
    assert.match(await page.getByTestId('batch-cell-error-12-idNumber').innerText(), /last character does not match/);
    assert.match(await page.getByTestId('batch-cell-error-22-idNumber').innerText(), /same ID number as row 5/);
    assert.equal(await page.getByTestId('batch-submit').isDisabled(), true, 'problems first');
    await expectAccessible(page, 'batch review');
    await screenshot(page, 'batch-errors');
    assert.deepEqual(errors, []);
  });

  step('two rows are fixed in place and the third is removed', async () => {
    const { page, errors } = browser;
    const fix = async (row, [name, phone, id]) => {
      await page.getByTestId(`batch-fix-${row}`).click();
      const editor = page.getByTestId(`batch-editor-${row}`);
      await editor.getByTestId('batch-fix-name').fill(name);
      await editor.getByTestId('batch-fix-phone').fill(phone);
      await editor.getByTestId('batch-fix-idNumber').fill(id);
      await editor.getByTestId('batch-fix-save').click();
      await page.getByTestId(`batch-row-${row}`).waitFor({ state: 'detached' });
    };
    await fix(7, [rows[4][0], '13700002004', rows[4][2]]);
    await fix(12, [rows[9][0], rows[9][1], idNumber(9)]);
    await page.getByTestId('batch-remove-22').click();
    await page.getByTestId('batch-remove-ok').click();
    await page.getByTestId('batch-rows-empty').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="batch-sum-valid"]')?.textContent === '49');
    assert.equal(await page.getByTestId('batch-sum-errors').innerText(), '0');
    assert.equal(await page.getByTestId('batch-sum-removed').innerText(), '1');
    assert.match(await page.getByTestId('batch-total').innerText(), /5,782\.00/);
    await screenshot(page, 'batch-fixed');
    assert.deepEqual(errors, []);
  });

  step('submitting asks first, then the orders and texts run to the end', async () => {
    const { page, errors } = browser;
    await page.getByTestId('batch-submit').click();
    await page.getByTestId('batch-confirm-ok').click();
    await page.getByTestId('batch-progress').waitFor();
    await screenshot(page, 'batch-progress');
    await page.getByTestId('batch-done').waitFor({ timeout: 60_000 });
    assert.match(await page.getByTestId('batch-done').innerText(), /All 49 checks are ordered/);
    await expectAccessible(page, 'batch progress');
    await screenshot(page, 'batch-done');
    // Each candidate got exactly one consent text; the removed row's candidate none.
    const texted = await stack.api(`/api/dev/sms?phone=${rows[0][1]}`);
    assert.equal(texted.data.messages.length, 1);
    const removed = await stack.api(`/api/dev/sms?phone=${rows[19][1]}`);
    assert.equal(removed.data.messages.length, 0);
    assert.deepEqual(errors, []);
  });

  step('the batch is in its list, with its orders by status and the records filtered to it', async () => {
    const { page, errors } = browser;
    await openRoute(page, stack.url, '/batchRecord');
    await page.getByTestId(`batch-item-${batchId}`).waitFor();
    assert.match(await page.getByTestId(`batch-status-${batchId}`).innerText(), /Submitted/);
    await expectAccessible(page, '/batchRecord');
    await screenshot(page, 'batch-records');
    await page.getByTestId(`batch-link-${batchId}`).click();
    await landedOn(page, '/batchRecord/detail');
    assert.equal(await page.getByTestId('batch-count-awaiting_authorization').innerText(), '49');
    assert.match(await page.getByTestId('batch-counts').innerText(), /Awaiting consent/);
    await expectAccessible(page, '/batchRecord/detail');
    await screenshot(page, 'batch-detail');
    await page.getByTestId('batch-orders').click();
    await landedOn(page, '/backRecord');
    await page.getByTestId('orders-batch-filter').waitFor();
    await page.getByTestId('orders-table').waitFor();
    assert.equal(await page.getByTestId('orders-table').locator('li').count(), 20);
    assert.deepEqual(errors, []);
  });
});
