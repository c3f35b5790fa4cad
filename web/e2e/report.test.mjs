/**
 * Report journey (issue 13), as the people around a finished report would take it: the demo owner
 * opens a completed report (court record: red), prints it, downloads the PDF (its pages rendered
 * and its code confirmed on the public check), shares it to a phone that reads it after the phone
 * check; an analyst corrects a finding and the owner sees version 2 with the difference; the owner
 * declines, the candidate reads the findings on a phone and disputes, the analyst resolves it with
 * version 3, the candidate reads the answer, and the timeline shows it all.
 *
 * The order is placed and consented through the API (the ordering journey covers those screens).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync, mkdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe } from 'node:test';
import { idNumber, packageNamed, recharge, signIn as apiSignIn } from './batch-api.mjs';
import { openBrowser, openRoute, screenshot } from './browser.mjs';
import { expectAccessible, landedOn, shotInChinese, signInWithPassword } from './console.mjs';
import { journey } from './journey.mjs';
import { ARTIFACTS_DIR } from './stack.mjs';
import { OPS, OWNER, PHONE, QUICK, setUp } from './suite.mjs';
import { poll } from './wait.mjs';

// The sandbox finds a court record for phones ending in 1111.
// With the details "标准入职背调" needs (education: school; employment: employer).
const CANDIDATE = { name: '李雷', phone: '13900001111', idNumber: idNumber(4242), school: '北京大学', employer: '示例科技有限公司' };
const READER = '13912340000';
// A 1×1 PNG: the candidate's drawn signature, as the consent page would send it.
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const step = journey();

describe('a report from reading to dispute', () => {
  // Sandbox items finish quickly; codes to one phone may follow each other within a minute.
  const { stack, browser, phone } = setUp({ env: QUICK, browsers: { browser: {}, phone: PHONE } });
  let orderId;
  let ownerToken;

  const post = (pathname, body, token) => stack.post(pathname, body, token);
  const lastText = (number) => stack.lastText(number);

  /** Passes the phone check of the page's share link with a texted code. */
  async function passPhoneCheck(page, number) {
    await landedOn(page, '/checkPhone');
    await page.locator('#checkPhone_phone').waitFor();
    const sent = await post('sms/sendVerifyCode', { phone: number, scene: 'checkPhone' });
    assert.equal(sent.code, 0, JSON.stringify(sent));
    const { code } = await lastText(number);
    await page.locator('#checkPhone_phone').fill(number);
    await page.locator('#checkPhone_code').fill(code);
    await page.getByTestId('check-phone-submit').click();
  }

  step('a completed order with a court record (ordered and consented through the API)', async () => {
    ownerToken = await apiSignIn(stack, OWNER);
    await recharge(stack, ownerToken, 100_000, 'report-e2e-recharge-0001');
    const pkg = await packageNamed(stack, ownerToken, '标准入职背调');
    const created = await post(
      'order/create',
      {
        packageId: pkg.packageId,
        candidate: CANDIDATE,
        authMode: 'sms',
        idempotencyKey: 'report-e2e-order-0000001',
        confirmDuplicate: true,
      },
      ownerToken,
    );
    assert.equal(created.code, 0, JSON.stringify(created));
    orderId = created.data.orderId;
    // The candidate consents through the texted link.
    const invite = await stack.textWhere(CANDIDATE.phone, (m) => m.text.includes('/#/consent?s='), { timeoutMs: 5_000 });
    const s = invite.text.match(/s=([\w-]+)/)[1];
    await post('sms/sendVerifyCode', { phone: CANDIDATE.phone, scene: 'checkPhone' });
    const checked = await post('share/checkPhone', { s, phone: CANDIDATE.phone, code: (await lastText(CANDIDATE.phone)).code });
    assert.equal(checked.code, 0, JSON.stringify(checked));
    const signed = await post('candidate/sign', { s, agree: true, signaturePng: SIGNATURE }, checked.data.shareToken);
    assert.equal(signed.code, 0, JSON.stringify(signed));
    let status;
    await poll(
      async () => {
        status = (await post('order/detail', { orderId }, ownerToken)).data.status;
        return status === 'completed';
      },
      { timeoutMs: 20_000 },
    );
    assert.equal(status, 'completed');
  });

  step('the owner opens the finished report, prints it and downloads its PDF, whose code the public check confirms', async () => {
    const { page, errors } = browser;
    await signInWithPassword(page, stack.url, OWNER);
    await openRoute(page, stack.url, `/reportDetail?orderId=${orderId}`);
    await page.getByTestId('report').waitFor();
    assert.match(await page.getByTestId('report-overall').innerText(), /Consider/);
    assert.equal(await page.getByTestId('report-item-court').getAttribute('data-grade'), 'red');
    await expectAccessible(page, '/reportDetail');
    await screenshot(page, 'report-journey-detail');
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'report-journey-print');
    await page.emulateMedia({ media: 'screen' });

    // The PDF: fetched from its signed link as the browser downloads it.
    const [reply, popup] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/base/report/pdf')),
      browser.context.waitForEvent('page'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    await popup.close();
    await page.getByTestId('report-pdf-ready').waitFor();
    const link = (await reply.json()).data;
    assert.equal(link.version, 1);
    const pdf = Buffer.from(await (await fetch(link.url)).arrayBuffer());
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    assert.equal(pdf.length, link.size);
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const file = path.join(ARTIFACTS_DIR, 'report-journey-v1.pdf');
    writeFileSync(file, pdf);
    // Its pages as images, to look at (poppler's pdftoppm when the machine has it).
    if (existsSync('/usr/bin/pdftoppm')) {
      execFileSync('/usr/bin/pdftoppm', ['-r', '70', '-png', file, path.join(ARTIFACTS_DIR, 'report-journey-pdf-v1')]);
    }

    // Anyone holding the PDF checks its code on the public page.
    const visitor = await browser.context.newPage();
    await openRoute(visitor, stack.url, `/verifyReport?code=${link.verificationCode}`);
    await visitor.getByText('Genuine report').waitFor();
    await expectAccessible(visitor, '/verifyReport');
    await screenshot(visitor, 'report-journey-verify');
    await visitor.close();
    assert.deepEqual(errors, []);
  });

  step('shared to a phone from the report page, the link opens there after the phone check, and the opening is counted', async () => {
    const { page, errors } = browser;
    await page.getByRole('button', { name: 'Share to a phone' }).click();
    await page.locator('#shareReport_phone').fill(READER);
    await page.getByTestId('share-validity').selectOption('24');
    await expectAccessible(page, 'share dialog');
    await page.getByTestId('share-submit').click();
    const url = await page.getByTestId('share-url').inputValue();
    assert.match(url, /\/#\/sr\?s=/);
    assert.ok(!url.includes(READER), 'no phone in the link');
    await screenshot(page, 'report-journey-shared');
    await page.getByTestId('share-close').click();

    const mobile = phone.page;
    await mobile.goto(url, { waitUntil: 'load' });
    await passPhoneCheck(mobile, READER);
    await landedOn(mobile, '/sr');
    await mobile.getByTestId('report').waitFor();
    assert.match(await mobile.getByTestId('report-overall').innerText(), /Consider/);
    await expectAccessible(mobile, '/sr');
    await screenshot(mobile, 'report-journey-sr-390');

    await page.reload();
    const links = page.getByTestId('report-links');
    await links.getByText('Opened once').waitFor();
    assert.match(await links.innerText(), /139\*{4}0000/);
    assert.deepEqual(errors, []);
    assert.deepEqual(phone.errors, []);
  });

  step('an analyst corrects a finding and the owner sees version 2 with the difference', async () => {
    const ops = await openBrowser();
    try {
      await signInWithPassword(ops.page, stack.url, OPS);
      await openRoute(ops.page, stack.url, `/reportDetail/edit?orderId=${orderId}`);
      await ops.page.getByTestId('report-edit-form').waitFor();
      await ops.page.getByTestId('edit-findings-court').fill('一份民事判决书列明候选人为被告（2023 年，合同纠纷，已结案）。');
      await ops.page.getByTestId('edit-reason').fill('Added the case type and its outcome from the judgement');
      await expectAccessible(ops.page, '/reportDetail/edit');
      await ops.page.getByTestId('report-edit-save').click();
      await ops.page.getByTestId('report-edit-confirm').click();
      await ops.page.getByTestId('report-edit-saved').waitFor();
      assert.match(await ops.page.getByTestId('report-edit-saved').innerText(), /Version 2/);
      await screenshot(ops.page, 'report-journey-edit');
      assert.deepEqual(ops.errors, []);
    } finally {
      await ops.close();
    }
    const { page, errors } = browser;
    await page.reload();
    await page.getByText('Version 2').first().waitFor();
    const change = page.getByTestId('history-change-v2-court');
    await change.waitFor();
    assert.match(await change.innerText(), /合同纠纷/);
    await screenshot(page, 'report-journey-v2');
    assert.deepEqual(errors, []);
  });

  step('the owner declines; the candidate reads the findings on a phone and disputes them', async () => {
    const { page, errors } = browser;
    await page.getByTestId('decide-decline').click();
    await page.getByTestId('decide-confirm').click();
    await page.getByText('please give the reason for your decision').waitFor();
    await page.getByTestId('decide-reason').fill('The role handles client contracts');
    await page.getByTestId('decide-confirm').click();
    await page.getByTestId('decision-recorded').waitFor();
    await page.getByTestId('decision-until').waitFor();
    await screenshot(page, 'report-journey-declined');
    await shotInChinese(page, 'report-journey-declined-zh', (p) => p.getByTestId('decision-recorded').waitFor());

    const notice = await stack.textWhere(CANDIDATE.phone, (m) => m.text.includes('/#/dispute?s='), { timeoutMs: 5_000 });
    assert.ok(notice, 'the candidate was texted');
    const mobile = phone.page;
    await mobile.goto(notice.text.match(/https?:\/\/\S+/)[0], { waitUntil: 'load' });
    await passPhoneCheck(mobile, CANDIDATE.phone);
    await landedOn(mobile, '/dispute');
    await mobile.getByTestId('dispute-findings').waitFor();
    assert.match(await mobile.getByTestId('finding-court').innerText(), /合同纠纷/);
    assert.equal(await mobile.getByTestId('finding-identity').count(), 0, 'only what concerns the candidate');
    await expectAccessible(mobile, '/dispute');
    await screenshot(mobile, 'report-journey-dispute-390');
    await shotInChinese(mobile, 'report-journey-dispute-390-zh', (p) => p.getByTestId('dispute-findings').waitFor());
    await mobile.getByTestId('dispute-item-court').check();
    await mobile.getByTestId('dispute-text').fill('这起案件的被告是同名人员，我从未涉诉。');
    await mobile.getByTestId('dispute-submit').click();
    await mobile.getByTestId('dispute-confirm').click();
    await mobile.getByText('Your dispute is under review').waitFor();
    await screenshot(mobile, 'report-journey-disputed-390');

    await page.reload();
    await page.getByTestId('report-dispute').waitFor();
    assert.match(await page.getByTestId('report-decision').innerText(), /Disputed/);
    assert.equal(await page.getByTestId('decide-proceed').count(), 0, 'no decision while disputed');
    assert.deepEqual(errors, []);
    assert.deepEqual(phone.errors, []);
  });

  step('the analyst resolves the dispute with version 3; the candidate reads the answer and the owner proceeds', async () => {
    const ops = await openBrowser();
    try {
      await signInWithPassword(ops.page, stack.url, OPS);
      await openRoute(ops.page, stack.url, '/ops/disputes');
      await ops.page.getByTestId(`open-dispute-${orderId}`).click();
      await landedOn(ops.page, '/reportDetail/edit');
      await ops.page.getByTestId('report-edit-form').waitFor();
      await ops.page.getByTestId('edit-grade-court').selectOption('green');
      await ops.page.getByTestId('edit-findings-court').fill('经身份证号核对，该判决涉及同名人员，与候选人无关。');
      await ops.page.getByTestId('edit-reason').fill('Checked against the ID number: the judgement concerns a namesake');
      await ops.page.getByTestId('report-edit-save').click();
      await ops.page.getByTestId('report-edit-confirm').click();
      await ops.page.getByTestId('report-edit-saved').waitFor();
      assert.match(await ops.page.getByTestId('report-edit-saved').innerText(), /Version 3/);
      await screenshot(ops.page, 'report-journey-resolved');
      await shotInChinese(ops.page, 'report-journey-resolved-zh', (p) => p.getByTestId('report-edit-form').waitFor());
      await openRoute(ops.page, stack.url, '/ops/disputes');
      await ops.page.getByText('No open disputes.').waitFor();
      assert.deepEqual(ops.errors, []);
    } finally {
      await ops.close();
    }

    const mobile = phone.page;
    await mobile.reload();
    await mobile.getByText('Your dispute was reviewed').waitFor();
    assert.match(await mobile.getByTestId('dispute-answer').innerText(), /namesake/);
    await screenshot(mobile, 'report-journey-answer-390');

    const { page, errors } = browser;
    await page.reload();
    assert.match(await page.getByTestId('report-overall').innerText(), /Clear/);
    await page.getByTestId('decide-proceed').click();
    await page.getByTestId('decide-reason').fill('Cleared on review');
    await page.getByTestId('decide-confirm').click();
    await page.getByText('Proceeding').first().waitFor();
    await screenshot(page, 'report-journey-proceed');

    await openRoute(page, stack.url, `/backRecord/detail?orderId=${orderId}`);
    const timeline = page.getByTestId('order-timeline');
    await timeline.waitFor();
    const lines = await timeline.innerText();
    for (const line of ['Report version 2 published', 'Report shared to a phone', 'Dispute resolved with report version 3']) {
      assert.match(lines, new RegExp(line));
    }
    await screenshot(page, 'report-journey-timeline');
    assert.deepEqual(errors, []);
  });
});
