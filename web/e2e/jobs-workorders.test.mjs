/**
 * Hiring-desk journey (issue 14), as a new user of the portal would take it: the demo owner reads
 * the home page, creates a position with its link and QR code; a candidate opens the link on a
 * phone, passes the SMS check, applies and comes back; the owner orders a check from that
 * registration in one click (its consent counts, so no link is texted); the owner raises a work
 * order about the order; an analyst of the platform answers it (the owner is texted) and the owner
 * reads the answer; the home page shows the new order.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { idNumber, recharge, signIn as apiSignIn } from './batch-api.mjs';
import { openBrowser, openRoute, screenshot } from './browser.mjs';
import { expectAccessible, landedOn, shotInChinese, signInWithPassword } from './console.mjs';
import { journey } from './journey.mjs';
import { OPS, OWNER, PHONE, QUICK, setUp } from './suite.mjs';
import { pickFirstRegion } from './company.mjs';

const APPLICANT = { name: '韩梅梅', phone: '13900002468', idNumber: idNumber(8642) };

const step = journey();

describe('a position, an applicant, a check, a work order and the home page', () => {
  const { stack, browser, phone } = setUp({ env: QUICK, browsers: { browser: {}, phone: PHONE } });
  let ownerToken;
  let jobId;
  let applyRoute;
  let orderNo;
  let workOrderId;
  let createdBefore;

  const post = (pathname, body, token) => stack.post(pathname, body, token);
  const texts = (number) => stack.texts(number);

  async function summary() {
    const answer = await post('home/summary', {}, ownerToken);
    assert.equal(answer.code, 0, JSON.stringify(answer));
    return answer.data;
  }

  /** The applicant's phone check on the position's page: a code texted to the phone, then verify. */
  async function passApplyCheck(page) {
    await page.getByTestId('apply-phone').fill(APPLICANT.phone);
    const before = (await texts(APPLICANT.phone)).length;
    await page.getByTestId('send-code-jobApply').click();
    const code = (await stack.nextText(APPLICANT.phone, before, { timeoutMs: 5_000 }))?.code;
    assert.ok(code, 'a code was texted to the applicant');
    await page.getByTestId('apply-code').fill(code);
    await page.getByTestId('apply-verify').click();
  }

  step('the owner signs in on the home page: a new enterprise sees its checklist, the first order next', async () => {
    ownerToken = await apiSignIn(stack, OWNER);
    await recharge(stack, ownerToken, 100_000, 'jobs-e2e-recharge-0001');
    createdBefore = (await summary()).ordersThisMonth.total;
    const { page } = browser;
    await signInWithPassword(page, stack.url, OWNER);
    await landedOn(page, '/homePage');
    // The demo enterprise has never ordered: its checklist instead of empty figures, all done
    // but the first order.
    assert.equal(createdBefore, 0);
    await page.getByTestId('onb-action-firstOrder').waitFor();
    await expectAccessible(page, '/homePage');
    await screenshot(page, 'hiring-journey-home-before');
  });

  step('the owner creates a position and gets its link and QR code', async () => {
    const { page } = browser;
    await openRoute(page, stack.url, '/jobRegistration');
    await page.getByTestId('job-new').first().click();
    await page.getByTestId('job-form').waitFor();
    await page.getByTestId('job-title').fill('财务分析师 Financial analyst');
    await page.getByTestId('job-department').fill('Finance');
    // Province → city → district, each level loaded when opened: the first entry of each.
    await page.getByTestId('job-region').locator('.ant-select, .ant-cascader').first().click();
    await pickFirstRegion(page);
    await page.getByTestId('job-field-education').check();
    await page.getByTestId('job-field-workHistory').check();
    await page.getByTestId('job-consent-screening').check();
    await page.getByTestId('job-submit').click();
    await page.getByTestId('job-created').waitFor();
    const link = (await page.getByTestId('job-created').getByTestId('job-link').first().innerText()).trim();
    assert.match(link, /#\/jobApply\?j=/);
    applyRoute = link.slice(link.indexOf('#') + 1);
    assert.equal(await page.getByTestId('job-created').locator('canvas').count() > 0, true, 'a QR code is drawn');
    // The phone below opens what the QR code encodes.
    assert.equal(await page.getByTestId('job-created').getByTestId('job-qr').getAttribute('data-qr-value'), link);
    await screenshot(page, 'hiring-journey-position-created');
    await page.getByTestId('job-created-done').click();

    const listed = await post('job/list', {}, ownerToken);
    const job = listed.data.items.find((j) => j.url.endsWith(applyRoute.split('?')[1]));
    assert.ok(job, JSON.stringify(listed));
    jobId = job.jobId;
    await page.getByTestId(`job-row-${jobId}`).waitFor();
  });

  step('a candidate opens the link on a phone, passes the SMS check and applies', async () => {
    const { page } = phone;
    await openRoute(page, stack.url, applyRoute);
    await page.getByTestId('apply-position').waitFor();
    assert.match(await page.locator('h1').innerText(), /Financial analyst/);
    await screenshot(page, 'hiring-journey-apply-390');
    await shotInChinese(page, 'hiring-journey-apply-390-zh', (p) => p.getByTestId('apply-position').waitFor());
    await passApplyCheck(page);
    await page.getByTestId('apply-form').waitFor();
    await page.getByTestId('apply-name').fill(APPLICANT.name);
    await page.getByTestId('apply-id-number').fill(APPLICANT.idNumber);
    await page.getByTestId('apply-education-level').selectOption({ index: 2 });
    await page.getByTestId('apply-school').fill('复旦大学');
    await page.getByTestId('apply-add-work').click();
    const work = page.getByTestId('apply-work-0');
    await work.locator('input:not([type])').nth(0).fill('上海示例会计师事务所');
    await work.locator('input:not([type])').nth(1).fill('审计助理');
    await work.locator('input[type="month"]').nth(0).fill('2021-07');
    await work.locator('input[type="month"]').nth(1).fill('2024-06');
    await expectAccessible(page, '/jobApply (form)');
    await page.getByTestId('apply-consent').check();
    await screenshot(page, 'hiring-journey-apply-form-390');
    await page.getByTestId('apply-submit').click();
    await page.getByTestId('apply-saved').waitFor();
    assert.equal(await page.getByTestId('apply-saved-name').innerText(), APPLICANT.name);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `no sideways scrolling at 390 px (${width})`);
    await screenshot(page, 'hiring-journey-apply-saved-390');
  });

  step('coming back with the same phone shows the application', async () => {
    const { page } = phone;
    await page.evaluate(() => sessionStorage.clear());
    await openRoute(page, stack.url, applyRoute);
    await page.getByTestId('apply-position').waitFor();
    await passApplyCheck(page);
    await page.getByTestId('apply-saved').waitFor();
    assert.equal(await page.getByTestId('apply-saved-name').innerText(), APPLICANT.name);
  });

  step('the owner orders a check from the registration in one click; the candidate is told it started, no consent link', async () => {
    const { page } = browser;
    await openRoute(page, stack.url, `/jobRegistration/detail?id=${jobId}`);
    await page.getByTestId('registrations').waitFor();
    const row = page.locator('[data-testid^="registration-row-"]').first();
    await row.locator('[data-testid^="registration-open-"]').click();
    await page.getByTestId('registration-detail').waitFor();
    assert.match(await page.getByTestId('registration-name').innerText(), /韩/);
    await expectAccessible(page, '/jobRegistration/detail');
    await screenshot(page, 'hiring-journey-registration');
    await page.getByTestId('registration-order').click();
    await landedOn(page, '/initiateBack');
    await page.getByTestId('order-registration').waitFor();
    assert.equal(await page.getByTestId('order-name').inputValue(), APPLICANT.name);
    assert.equal(await page.getByTestId('order-id').inputValue(), APPLICANT.idNumber);
    await screenshot(page, 'hiring-journey-order-prefilled');
    await page.getByText('标准入职背调').click();
    // What "标准入职背调"'s items need: the application's education and latest job fill them
    // when it has them; the rest is typed.
    for (const [field, value] of [['school', '北京大学'], ['employer', '示例科技有限公司']]) {
      const input = page.getByTestId(`order-detail-${field}`);
      if (!(await input.inputValue())) await input.fill(value);
    }
    const textsBefore = (await texts(APPLICANT.phone)).length;
    await page.getByTestId('order-submit').click();
    await page.getByTestId('order-confirm-ok').click();
    await landedOn(page, '/orderSuccess');
    orderNo = (await page.getByTestId('order-success').innerText()).match(/VB\w+/)[0];
    // The application's consent counts (issue 22, rule 6): no consent link to sign, but the
    // candidate is told the check started, with a link to view or withdraw it. The sandbox may
    // finish the check at once, so the portal's "completed" text (issue 29) may follow it.
    await stack.nextText(APPLICANT.phone, textsBefore, { timeoutMs: 5_000 });
    const fresh = (await texts(APPLICANT.phone)).slice(textsBefore).map((t) => t.text ?? t);
    const started = fresh.filter((t) => /已根据您报名时的授权开始背景调查/.test(t));
    assert.equal(started.length, 1, `one text says the check started: ${fresh.length} new texts`);
    assert.ok(
      fresh.every((t) => !/邀请您授权/.test(t)),
      'no consent link',
    );
  });

  step('the owner raises a work order about the order', async () => {
    const { page } = browser;
    const orders = await post('order/list', {}, ownerToken);
    const order = orders.data.items.find((o) => o.orderNo === orderNo);
    assert.ok(order, `order ${orderNo} listed`);
    await openRoute(page, stack.url, `/workOrder?new=1&orderId=${order.orderId}`);
    await page.getByTestId('workorder-subject').waitFor();
    await page.getByTestId('workorder-type').selectOption('report');
    await page.getByTestId('workorder-subject').fill(`When will the report of ${orderNo} be ready?`);
    await page.getByTestId('workorder-description').fill('The candidate starts on Monday; please tell us how long the employment check takes.');
    await expectAccessible(page, '/workOrder (new)');
    await page.getByTestId('workorder-submit').click();
    await page.getByTestId('workorder-thread').waitFor();
    const id = new URL(page.url().replace('/#/', '/')).searchParams.get('id');
    assert.ok(id, page.url());
    workOrderId = id;
    await page.getByTestId('workorder-order-link').waitFor();
    await screenshot(page, 'hiring-journey-workorder-raised');
  });

  step('an analyst of the platform answers it; the owner is texted and reads the answer', async () => {
    const ops = await openBrowser();
    try {
      await signInWithPassword(ops.page, stack.url, OPS);
      await openRoute(ops.page, stack.url, '/ops/workOrders');
      await ops.page.getByTestId(`ops-workorder-row-${workOrderId}`).waitFor();
      await expectAccessible(ops.page, '/ops/workOrders');
      await openRoute(ops.page, stack.url, `/ops/workOrders/detail?id=${workOrderId}`);
      await ops.page.getByTestId('ops-workorder-reply-text').fill('The employment check takes up to 3 working days; we will chase the former employer today.');
      const before = (await texts(OWNER.phone)).length;
      await ops.page.getByTestId('ops-workorder-reply-send').click();
      await ops.page.locator('[data-testid^="ops-workorder-thread-message-"], [data-testid^="workorder-thread-message-"]').first().waitFor();
      await screenshot(ops.page, 'hiring-journey-ops-answered');
      const texted = await stack.nextText(OWNER.phone, before, { timeoutMs: 5_000 });
      assert.ok(texted, 'the raiser is texted');
      assert.match(JSON.stringify(texted), /WO\w+/);
      assert.deepEqual(ops.errors, []);
    } finally {
      await ops.close();
    }

    const { page } = browser;
    await openRoute(page, stack.url, '/workOrder');
    await page.getByTestId(`workorder-unread-${workOrderId}`).waitFor();
    await screenshot(page, 'hiring-journey-workorder-unread');
    await page.getByTestId(`workorder-link-${workOrderId}`).click();
    await page.getByTestId('workorder-thread').getByText('we will chase the former employer today').waitFor();
    await screenshot(page, 'hiring-journey-workorder-answer');
    await shotInChinese(page, 'hiring-journey-workorder-answer-zh', (p) => p.getByTestId('workorder-thread').waitFor());
  });

  step('the home page shows the new order among this month and the recent orders', async () => {
    const after = await summary();
    assert.equal(after.ordersThisMonth.total, createdBefore + 1);
    assert.equal(after.daily.at(-1).created >= 1, true);
    const { page } = browser;
    await openRoute(page, stack.url, '/homePage');
    await page.getByTestId(`recent-${orderNo}`).waitFor();
    await page.getByTestId('figure-balance').waitFor();
    await page.getByTestId('orders-chart').waitFor();
    await expectAccessible(page, '/homePage');
    await screenshot(page, 'hiring-journey-home-after');
    await shotInChinese(page, 'hiring-journey-home-after-zh', (p) => p.getByTestId(`recent-${orderNo}`).waitFor());
    assert.deepEqual(browser.errors, []);
    assert.deepEqual(phone.errors, []);
  });
});
