/**
 * The candidate's side (issue 29), as a new user would take it on a 390 px phone: the demo owner
 * orders a check on the order form and a second one through the API, both for one phone; the
 * candidate signs the first from the texted link and it runs to completion (sandbox: clear). Then,
 * as the candidate, from the portal link texted on completion: sign in to `/me` by SMS code, see
 * both checks, open the first (timeline, the consent with its signature), download the copy of
 * their data (JSON and PDF), withdraw the second (confirmed in a dialog; it then reads as ended,
 * its items as never run, and the owner is refunded), sign out (the server refuses the token). axe-core runs on the sign-in, list and detail screens in both languages, which are
 * screenshotted (`candidate-portal-*-390-{en,zh}.png`). Then the other side of it: the owner's
 * record of processing of the withdrawn check, the retention period on the account page, and the
 * platform's summary of processing with the withdrawal counted.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe } from 'node:test';
import { call, idNumber, packageNamed, signIn as apiSignIn } from './batch-api.mjs';
import { openRoute, screenshot } from './browser.mjs';
import { noteValues } from './canaries.mjs';
import { expectAccessible, forgetSession, landedOn, setLocale, signInWithPassword } from './console.mjs';
import { journey } from './journey.mjs';
import { ARTIFACTS_DIR } from './stack.mjs';
import { OPS, OWNER, PHONE, QUICK, setUp } from './suite.mjs';
import { poll, settled } from './wait.mjs';

// The last digit 5 keeps the sandbox's outcome clear (README: endings 1111…4444 and 9999 are not).
const CANDIDATE = {
  name: '陈思远',
  phone: `137${String(randomInt(0, 1e7)).padStart(7, '0')}5`,
  idNumber: idNumber(randomInt(0, 300_000)),
  school: '北京大学',
  employer: '示例科技有限公司',
};
const ME_TOKEN_KEY = 'verity.me.token';

const step = journey();

describe('the candidate portal on a phone', () => {
  const { stack, browser, phone } = setUp({ env: QUICK, browsers: { browser: {}, phone: PHONE } });
  // The candidate's values are canaries whatever path they take (the downloads are files, not API bodies).
  noteValues({ candidate: CANDIDATE });
  const first = {};
  const second = {};
  let owner;
  let balanceBeforeSecond;

  /** The screen in English (as it is now) and in Chinese, each checked by axe-core; back to English. */
  async function bothLanguages(page, name, ready) {
    await ready(page);
    // Not hovering what was tapped last, and past the toasts (a code sent, a sign-in).
    await page.mouse.move(0, 0);
    await page.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 10_000 });
    await expectAccessible(page, `${name} (en-US)`);
    await screenshot(page, `candidate-portal-${name}-390-en`);
    await setLocale(page, 'zh-CN');
    await page.reload();
    await ready(page);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
    await expectAccessible(page, `${name} (zh-CN)`);
    await screenshot(page, `candidate-portal-${name}-390-zh`);
    await setLocale(page, 'en-US');
    await page.reload();
    await ready(page);
  }

  /** A check's card on the portal's list. */
  const card = (page, check) => page.getByTestId(`me-check-${check.orderId}`);

  const orderStatus = async (orderId) => (await call(stack, owner, 'order/detail', { orderId })).status;

  step('the demo owner orders a check for the candidate on the order form', async () => {
    const { page, errors } = browser;
    owner = await apiSignIn(stack, OWNER);
    await signInWithPassword(page, stack.url, OWNER, { home: '/homePage' });
    await openRoute(page, stack.url, '/initiateBack');
    await page.getByTestId('order-form').waitFor();
    await page.getByText('标准入职背调').click();
    await page.getByTestId('order-detail-school').fill(CANDIDATE.school);
    await page.getByTestId('order-detail-employer').fill(CANDIDATE.employer);
    await page.getByTestId('order-detail-employmentPeriod').fill('2019-03 – 2023-06');
    await page.getByTestId('order-name').fill(CANDIDATE.name);
    await page.getByTestId('order-phone').fill(CANDIDATE.phone);
    await page.getByTestId('order-id').fill(CANDIDATE.idNumber);
    await page.getByTestId('order-submit').click();
    await page.getByTestId('order-confirm-ok').click();
    await landedOn(page, '/orderSuccess');
    first.orderNo = (await page.getByTestId('order-success').innerText()).match(/VB\w+/)[0];
    await page.getByTestId('order-success-view').click();
    await landedOn(page, '/backRecord/detail');
    first.orderId = new URLSearchParams(page.url().split('?')[1]).get('orderId');
    assert.ok(first.orderId, page.url());
    assert.equal(await orderStatus(first.orderId), 'awaiting_authorization');
    assert.deepEqual(errors, []);
  });

  step('the candidate opens the texted link on the phone, passes the phone check and signs; the check completes', async () => {
    const { page, errors } = phone;
    const invite = await stack.textWhere(CANDIDATE.phone, (m) => m.text.includes('/#/consent?s='));
    assert.ok(invite, 'the consent link is texted');
    await page.goto(invite.text.match(/https?:\/\/\S+/)[0], { waitUntil: 'load' });
    await landedOn(page, '/checkPhone');
    await page.locator('#checkPhone_phone').fill(CANDIDATE.phone);
    const before = (await stack.texts(CANDIDATE.phone)).length;
    await page.getByTestId('send-code-checkPhone').click();
    const { code } = await stack.nextText(CANDIDATE.phone, before, { accept: (t) => t.code });
    await page.locator('#checkPhone_code').fill(code);
    await page.getByTestId('check-phone-submit').click();
    await landedOn(page, '/consent');
    await page.getByTestId('consent-form').waitFor();
    await page.getByTestId('consent-agree').check();
    const pad = await page.getByTestId('signature-pad').boundingBox();
    await page.mouse.move(pad.x + 20, pad.y + 40);
    await page.mouse.down();
    for (const [dx, dy] of [[60, 80], [120, 30], [180, 100], [240, 50]]) await page.mouse.move(pad.x + dx, pad.y + dy, { steps: 5 });
    await page.mouse.up();
    await page.getByTestId('consent-sign').click();
    // The sandbox may finish the check before the page reads it again: signed, or already finished.
    await page.getByTestId('consent-signed').or(page.getByTestId('consent-finished')).waitFor();
    const done = await poll(async () => (await orderStatus(first.orderId)) === 'completed', { timeoutMs: 30_000, everyMs: 200 });
    assert.ok(done, `the first check completes (now ${await orderStatus(first.orderId)})`);
    assert.deepEqual(errors, []);
  });

  step('a second check for the same phone is ordered through the API and waits for consent', async () => {
    balanceBeforeSecond = (await call(stack, owner, 'finance/account', {})).balanceFen;
    const pkg = await packageNamed(stack, owner, '金融及管理岗背调');
    const created = await call(stack, owner, 'order/create', {
      packageId: pkg.packageId,
      candidate: { name: CANDIDATE.name, phone: CANDIDATE.phone, idNumber: CANDIDATE.idNumber },
      authMode: 'sms',
      idempotencyKey: `candidate-portal-e2e-${randomInt(1e9)}`,
      confirmDuplicate: true,
    });
    Object.assign(second, { orderId: created.orderId, orderNo: created.orderNo });
    assert.equal(created.status, 'awaiting_authorization');
    assert.ok(created.balanceAfterFen < balanceBeforeSecond, 'the second check is charged');
  });

  step('the candidate opens the portal link texted on completion and signs in by SMS code', async () => {
    const { page, errors } = phone;
    const notice = await stack.textWhere(CANDIDATE.phone, (m) => /\/#\/me\b/.test(m.text) && /已完成|completed/i.test(m.text), { timeoutMs: 10_000 });
    assert.ok(notice, `the candidate is texted the portal link: ${(await stack.texts(CANDIDATE.phone)).map((m) => m.text).join(' | ')}`);
    const link = notice.text.match(/https?:\/\/\S+/)[0];
    await page.goto('about:blank');
    await page.goto(link, { waitUntil: 'load' });
    await landedOn(page, '/me');
    const phoneField = page.getByLabel('Mobile phone number');
    const signInReady = async (p) => {
      await p.getByLabel(/Mobile phone number|手机号码/).waitFor();
    };
    await bothLanguages(page, 'sign-in', signInReady);

    await phoneField.fill(CANDIDATE.phone);
    const before = (await stack.texts(CANDIDATE.phone)).length;
    await page.getByRole('button', { name: 'Send code' }).click();
    const text = await stack.nextText(CANDIDATE.phone, before, { accept: (t) => t.code });
    assert.ok(text, 'a code is texted to a phone with checks');
    await page.getByLabel('Verification code').fill(text.code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await card(page, first).waitFor();
    const stored = await page.evaluate((key) => sessionStorage.getItem(key), ME_TOKEN_KEY);
    assert.match(stored ?? '', /^me_[\w-]{32,}$/, 'the session is kept for the tab');
    assert.ok(!page.url().includes('me_'), 'never in the URL');
    assert.deepEqual(errors, []);
  });

  step('sees both checks, newest first: the withdrawable one and the completed one', async () => {
    const { page, errors } = phone;
    const listReady = async (p) => {
      await card(p, first).waitFor();
      await card(p, second).waitFor();
    };
    await listReady(page);
    const cards = await page.getByTestId('me-checks').locator('a').evaluateAll((links) => links.map((a) => a.dataset.testid));
    assert.deepEqual(cards, [`me-check-${second.orderId}`, `me-check-${first.orderId}`], 'newest first');
    const [newer, older] = [await card(page, second).innerText(), await card(page, first).innerText()];
    assert.match(newer, /演示贸易有限公司[\s\S]*Awaiting your consent[\s\S]*金融及管理岗背调/);
    assert.match(older, /演示贸易有限公司[\s\S]*Completed[\s\S]*标准入职背调[\s\S]*Identity verification/);
    await bothLanguages(page, 'list', listReady);
    assert.deepEqual(errors, []);
  });

  step('opens the first check: its items, timeline and the consent signed, with the signature; nothing to withdraw', async () => {
    const { page, errors } = phone;
    await card(page, first).click();
    await landedOn(page, '/me/check');
    assert.equal(new URLSearchParams(page.url().split('?')[1]).get('id'), first.orderId);
    const detailReady = async (p) => {
      await p.getByText(first.orderNo).first().waitFor();
      await p.getByRole('img', { name: /signature|签名/ }).waitFor();
    };
    await detailReady(page);
    assert.match(await page.getByTestId('me-overview').innerText(), /Completed/);
    const items = await page.getByTestId('me-items').innerText();
    assert.match(items, /Identity verification/);
    assert.match(items, /Clear/);
    assert.doesNotMatch(items, /Consider/);
    const timeline = await page.getByTestId('me-timeline').innerText();
    assert.ok(timeline.split('\n').filter(Boolean).length >= 3, timeline);
    assert.notEqual(await page.getByTestId('me-consent-signed').innerText(), 'Not signed');
    assert.match(await page.getByTestId('me-signature').getAttribute('src'), /^data:image\/png;base64,/);
    const body = await page.locator('main').innerText();
    assert.ok(!body.includes(CANDIDATE.idNumber) && !body.includes(CANDIDATE.name), 'the name and ID number are masked on screen');
    assert.equal(await page.getByRole('button', { name: 'Withdraw consent' }).count(), 0, 'a completed check cannot be withdrawn');
    await bothLanguages(page, 'detail', detailReady);
    assert.deepEqual(errors, []);
  });

  step('downloads the copy of their data: JSON with their details and the orders, and a PDF', async () => {
    const { page, errors } = phone;
    await page.getByTestId('me-back').click();
    await landedOn(page, '/me');
    await card(page, first).waitFor();

    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download data (JSON)' }).click()]);
    assert.equal(json.suggestedFilename(), 'verity-my-data.json');
    const copy = readFileSync(await json.path(), 'utf8');
    const parsed = JSON.parse(copy);
    const data = parsed.data ?? parsed;
    assert.equal(data.phone, CANDIDATE.phone);
    assert.equal(data.checks.length, 2);
    for (const value of [CANDIDATE.name, CANDIDATE.idNumber, first.orderNo, second.orderNo, '演示贸易有限公司']) {
      assert.ok(copy.includes(value), `the copy holds ${value === CANDIDATE.idNumber ? 'the ID number' : value === CANDIDATE.name ? 'the name' : value}`);
    }
    assert.ok(!copy.includes(OWNER.phone), 'nothing about the enterprise\'s members');

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download readable copy (PDF)' }).click()]);
    assert.equal(pdf.suggestedFilename(), 'verity-my-data.pdf');
    const bytes = readFileSync(await pdf.path());
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    const file = path.join(ARTIFACTS_DIR, 'candidate-portal-my-data.pdf');
    writeFileSync(file, bytes);
    // Its pages as images, to look at (poppler's pdftoppm when the machine has it).
    if (existsSync('/usr/bin/pdftoppm')) {
      execFileSync('/usr/bin/pdftoppm', ['-r', '60', '-png', file, path.join(ARTIFACTS_DIR, 'candidate-portal-pdf')]);
    }
    if (existsSync('/usr/bin/pdftotext')) {
      const words = execFileSync('/usr/bin/pdftotext', [file, '-'], { encoding: 'utf8' });
      assert.ok(words.includes(first.orderNo) && words.includes(second.orderNo), 'the PDF names both orders');
    }
    assert.deepEqual(errors, []);
  });

  step('withdraws the second check after confirming: it shows as withdrawn and the owner is refunded', async () => {
    const { page, errors } = phone;
    await card(page, second).click();
    await landedOn(page, '/me/check');
    await page.getByText(second.orderNo).first().waitFor();
    assert.match(await page.getByTestId('me-status').innerText(), /Awaiting your consent/);
    await page.getByRole('button', { name: 'Withdraw consent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw your consent?' });
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /演示贸易有限公司/);
    await expectAccessible(page, 'withdraw confirmation');
    // The sheet as the phone shows it (a full-page image would draw it mid-page).
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'candidate-portal-withdraw-390-en.png') });
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('me-status').filter({ hasText: 'Stopped' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Withdraw consent' }).count(), 0, 'nothing left to withdraw');
    const overview = await page.getByTestId('me-overview').innerText();
    assert.match(overview, /Ended /);
    assert.doesNotMatch(overview, /Completed/, 'a withdrawn check is not called completed');
    assert.match(await page.getByTestId('me-items').innerText(), /^(?![\s\S]*Waiting)[\s\S]*Not run/, 'its items never ran');
    assert.match(await page.getByTestId('me-timeline').innerText(), /You withdrew your consent/);
    await page.mouse.move(0, 0);
    await settled(page);
    await screenshot(page, 'candidate-portal-withdrawn-390-en');
    assert.equal(await orderStatus(second.orderId), 'canceled');
    assert.equal((await call(stack, owner, 'finance/account', {})).balanceFen, balanceBeforeSecond, 'nothing had started: refunded');
    assert.equal(await orderStatus(first.orderId), 'completed', 'the first check is untouched');
    assert.deepEqual(errors, []);
  });

  step("the owner downloads the withdrawn check's record of processing and reads the retention period; the platform counts the withdrawal", async () => {
    const { page, errors } = browser;
    await openRoute(page, stack.url, `/backRecord/detail?orderId=${second.orderId}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('order-processing-record').click()]);
    assert.equal(download.suggestedFilename(), `processing-record-${second.orderNo}.json`);
    const text = readFileSync(await download.path(), 'utf8');
    const parsed = JSON.parse(text);
    const record = parsed.data ?? parsed;
    assert.equal(record.orderNo, second.orderNo);
    assert.equal(record.consent.mode, 'sms');
    assert.ok(record.withdrawnAt > 0, 'the withdrawal is on the record');
    assert.equal(record.retentionDays, 90);
    assert.ok(!text.includes(CANDIDATE.phone) && !text.includes(CANDIDATE.idNumber), 'no contact or ID number in the record');

    await openRoute(page, stack.url, '/businessManage/account');
    await page.getByTestId('retention-current').waitFor();
    assert.match(await page.getByTestId('retention-current').innerText(), /90/);
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'the account page with its retention period');
    await screenshot(page, 'candidate-portal-retention-1280-en');

    await forgetSession(page);
    await signInWithPassword(page, stack.url, OPS);
    await openRoute(page, stack.url, '/ops/processing');
    const table = page.getByTestId('ops-processing');
    await table.getByText('演示贸易有限公司').first().waitFor();
    const row = table.locator('tr', { hasText: '演示贸易有限公司' }).first();
    const cells = await row.locator('td').allInnerTexts();
    // orders, by SMS, offline, registration, withdrawn, …: both checks of this journey counted.
    assert.ok(Number(cells[0].replace(/\D/g, '')) >= 2, `orders: ${cells}`);
    assert.ok(Number(cells[4].replace(/\D/g, '')) >= 1, `withdrawn: ${cells}`);
    await page.mouse.move(0, 0);
    await expectAccessible(page, '/ops/processing');
    await screenshot(page, 'candidate-portal-ops-processing-1280-en');
    assert.deepEqual(errors, []);
  });

  step('signs out: the tab forgets the session and the server refuses it', async () => {
    const { page, errors } = phone;
    await page.getByTestId('me-back').click();
    await card(page, second).getByText('Stopped').waitFor();
    const meToken = await page.evaluate((key) => sessionStorage.getItem(key), ME_TOKEN_KEY);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Mobile phone number').waitFor();
    assert.equal(await page.evaluate((key) => sessionStorage.getItem(key), ME_TOKEN_KEY), null);
    const after = await stack.post('me/checks', { pageNum: 1, pageSize: 10 }, meToken);
    assert.equal(after.code, 5001, JSON.stringify(after));
    assert.deepEqual(errors, []);
  });
});
