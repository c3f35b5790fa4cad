/**
 * Issue 23, batch fixes at scale and the candidate's side, as screens to look at: a batch whose
 * problems show the file's values with the bulk actions (desktop, en and zh); the candidate's
 * phone check, consent page with "decline", a finished check's link and the dispute page with the
 * enterprise's reason (390 px phone, en and zh).
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { call, candidate, HEADER, idNumber, packageNamed, recharge, signIn as apiSignIn, upload } from './batch-api.mjs';
import { openRoute, screenshot } from './browser.mjs';
import { landedOn, shotInChinese, signInWithPassword } from './console.mjs';
import { journey } from './journey.mjs';
import { OWNER, PHONE, QUICK, setUp } from './suite.mjs';
import { poll, settled } from './wait.mjs';

// With the details "标准入职背调" needs (education: school; employment: employer).
const CANDIDATE = { name: '韩梅梅', phone: '13900001111', idNumber: idNumber(5151), school: '北京大学', employer: '示例科技有限公司' };
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const step = journey();

describe('issue 23: batch fixes and the candidate side', () => {
  const { stack, browser, phone } = setUp({ env: QUICK, browsers: { browser: {}, phone: PHONE } });
  let token;
  let s;

  const post = (pathname, body, bearer) => stack.post(pathname, body, bearer);
  const lastText = (number) => stack.lastText(number);

  step('a batch with problems shows what the file held and the actions on all of them', async () => {
    token = await apiSignIn(stack, OWNER);
    await recharge(stack, token, 1_000_000, 'i23-e2e-recharge-00001');
    const pkg = await packageNamed(stack, token, '标准入职背调');
    const rows = Array.from({ length: 6 }, (_, n) => candidate(900 + n));
    rows[1][1] = '2390000111';
    rows[4][2] = rows[0][2];
    const csv = Buffer.from(['说明', HEADER.join(','), ...rows.map((r) => r.join(','))].join('\r\n'), 'utf8');
    const key = await upload(stack, token, 'wave.csv', 'text/csv', csv);
    const created = await call(stack, token, 'batch/create', { packageId: pkg.packageId, fileKey: key });
    assert.equal(created.errorCount, 2);
    const { page } = browser;
    await signInWithPassword(page, stack.url, OWNER);
    await openRoute(page, stack.url, `/batchBack?batchId=${created.batchId}`);
    const ready = async (p) => {
      await p.getByTestId('batch-bulk').waitFor();
      await p.getByTestId('batch-file-value-4-phone').waitFor();
    };
    await ready(page);
    await screenshot(page, 'i23-batch-problems');
    await shotInChinese(page, 'i23-batch-problems-zh', ready);
    await page.getByTestId('batch-fix-4').click();
    assert.equal(await page.locator('#batch-fix-4-phone').inputValue(), '2390000111');
    await screenshot(page, 'i23-batch-fix-prefilled');
    await page.getByTestId('batch-remove-all').click();
    await page.getByTestId('batch-remove-all-ok').waitFor();
    await settled(page);
    await screenshot(page, 'i23-batch-remove-all-confirm');
  });

  step('the candidate checks the phone (the code goes only to the link phone) and sees decline before signing', async () => {
    const pkg = await packageNamed(stack, token, '标准入职背调');
    const created = await post(
      'order/create',
      { packageId: pkg.packageId, candidate: CANDIDATE, authMode: 'sms', idempotencyKey: 'i23-e2e-order-00000001', confirmDuplicate: true },
      token,
    );
    assert.equal(created.code, 0, JSON.stringify(created));
    const invite = await stack.textWhere(CANDIDATE.phone, (m) => m.text.includes('/#/consent?s='), { timeoutMs: 5_000 });
    s = invite.text.match(/s=([\w-]+)/)[1];
    const { page } = phone;
    await openRoute(page, stack.url, `/consent?s=${s}`);
    await landedOn(page, '/checkPhone');
    const onCheck = async (p) => p.locator('#checkPhone_phone').waitFor();
    await onCheck(page);
    await screenshot(page, 'i23-phone-check');
    await shotInChinese(page, 'i23-phone-check-zh', onCheck);
    // Another number: the same answer, nothing texted to it.
    const other = await post('share/sendCode', { s, phone: '13900009999' });
    assert.equal(other.code, 0);
    assert.equal((await stack.api('/api/dev/sms?phone=13900009999')).data.messages.length, 0);
    await page.locator('#checkPhone_phone').fill(CANDIDATE.phone);
    await page.getByTestId('send-code-checkPhone').click();
    const code = await poll(
      async () => {
        const last = await lastText(CANDIDATE.phone);
        return last && !last.text.includes('/#/') ? last.code : undefined;
      },
      { timeoutMs: 5_000 },
    );
    await page.locator('#checkPhone_code').fill(code);
    await page.getByTestId('check-phone-submit').click();
    await landedOn(page, '/consent');
    const onConsent = async (p) => p.getByTestId('consent-withdraw').waitFor();
    await onConsent(page);
    assert.match(await page.getByTestId('consent-withdraw').innerText(), /Decline/);
    await screenshot(page, 'i23-consent-decline');
    await shotInChinese(page, 'i23-consent-decline-zh', onConsent);
  });

  step('a finished check s link says it is finished', async () => {
    await post('share/sendCode', { s, phone: CANDIDATE.phone });
    const checked = await post('share/checkPhone', { s, phone: CANDIDATE.phone, code: (await lastText(CANDIDATE.phone)).code });
    assert.equal(checked.code, 0, JSON.stringify(checked));
    const signed = await post('candidate/sign', { s, agree: true, signaturePng: SIGNATURE }, checked.data.shareToken);
    assert.equal(signed.code, 0, JSON.stringify(signed));
    const finished = await poll(async () => (await post('candidate/detail', { s }, 'none')).code === 4510, { timeoutMs: 20_000 });
    assert.ok(finished, 'the check finished');
    const { page } = phone;
    await page.evaluate(() => sessionStorage.clear());
    await openRoute(page, stack.url, `/consent?s=${s}`);
    const onFinished = async (p) => p.getByTestId('consent-finished').waitFor();
    await onFinished(page);
    await screenshot(page, 'i23-consent-finished');
    await shotInChinese(page, 'i23-consent-finished-zh', onFinished);
  });
});
