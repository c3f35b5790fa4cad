/**
 * Enterprise journey (issue 9): a new user enters an enterprise (region list, licence upload),
 * lands on the console's checklist, accepts the service contract from it; the platform operator approves it
 * from the review queue; the owner then finds it certified, invites a member and reads the
 * audit log. Needs the enterprise, file and region functions of the local stack and GET
 * /api/dev/sms; the accessibility check runs on the new screens.
 */
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe } from 'node:test';
import { openRoute, screenshot } from './browser.mjs';
import { creditCode, pickFirstRegion, PNG } from './company.mjs';
import { expectAccessible, forgetSession, landedOn } from './console.mjs';
import { journey } from './journey.mjs';
import { OPS, setUp } from './suite.mjs';
import { poll } from './wait.mjs';

/** The journey is sequential: once a step failed, later steps are skipped instead of timing out. */
const step = journey();

describe('enterprise', () => {
  const { stack, browser } = setUp();
  const owner = { phone: `136${String(randomInt(0, 1e8)).padStart(8, '0')}`, password: 'Passw0rd!e2e', name: 'Enterprise Tester' };
  const enterprise = { name: `E2E Screening ${randomInt(1000, 9999)} Ltd`, creditCode: creditCode() };

  /** Fills and sends the password form (where it lands is each step's to check). */
  async function signInByPassword(page, phone, password) {
    await openRoute(page, stack.url, '/login?tab=password');
    await page.locator('#passwordLogin_phone').fill(phone);
    await page.locator('#passwordLogin_password').fill(password);
    await page.locator('#passwordLogin button[type="submit"]').click();
  }

  step('a new user enters the enterprise: region list, licence upload, then "what happens next"', async () => {
    const { page, errors } = browser;
    const sent = await stack.api('/api/base/sms/sendVerifyCode', { method: 'POST', body: { phone: owner.phone, scene: 'register' } });
    assert.equal(sent.code, 0);
    const outbox = await stack.api(`/api/dev/sms?phone=${owner.phone}`);
    const code = outbox.data.messages.at(-1).code;
    await openRoute(page, stack.url, '/register');
    await page.locator('#register_phone').fill(owner.phone);
    await page.locator('#register_code').fill(code);
    await page.locator('#register_name').fill(owner.name);
    await page.locator('#register_password').fill(owner.password);
    await page.locator('#register_confirm').fill(owner.password);
    await page.locator('#register_agree').check();
    await page.locator('#register button[type="submit"]').click();
    await landedOn(page, '/ei');
    await page.locator('#ei').waitFor();
    await expectAccessible(page, '/ei');

    // Every rule speaks up before anything is sent.
    await page.locator('#ei button[type="submit"]').click();
    await page.getByTestId('ei_licenseFileKey_error').waitFor();
    await expectAccessible(page, '/ei, failed submit');

    await page.locator('#ei_name').fill(enterprise.name);
    await page.locator('#ei_creditCode').fill(enterprise.creditCode.toLowerCase());
    assert.equal(await page.locator('#ei_creditCode').inputValue(), enterprise.creditCode);
    // Province → city → district, each level loaded when opened: the first entry of each.
    await page.locator('#ei_regionCode').click();
    await pickFirstRegion(page);
    await page.getByTestId('ei_regionCode_error').waitFor({ state: 'detached' });
    await page.locator('#ei_address').fill('1 Test Road');
    await page.locator('#ei_contactName').fill(owner.name);
    await page.locator('#ei_contactPhone').fill(owner.phone);
    await page.getByTestId('ei_licenseFileKey-input').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('file-image').waitFor();
    await screenshot(page, 'enterprise-entry');
    await page.locator('#ei button[type="submit"]').click();

    // The console's checklist says what comes next: the review, and the contract meanwhile.
    await landedOn(page, '/homePage');
    await page.getByTestId('onboarding-checklist').waitFor();
    assert.match(await page.getByTestId('onb-step-review').innerText(), /Under review/);
    await expectAccessible(page, '/homePage, checklist');
    assert.deepEqual(errors, []);
  });

  step('the owner reads and accepts the service contract from the checklist, and comes back to it', async () => {
    const { page, errors } = browser;
    await page.getByTestId('onb-action-contract').click();
    await landedOn(page, '/serviceContract');
    await page.getByTestId('contract-accept').waitFor();
    await expectAccessible(page, '/serviceContract signed in');
    await page.getByTestId('contract-agree').check();
    await page.getByTestId('contract-accept').locator('button[type="submit"]').click();
    await landedOn(page, '/homePage');
    await page.locator('[data-testid="onb-step-contract"][data-state="done"]').waitFor();
    assert.deepEqual(errors, []);
  });

  step('the platform operator finds it in the review queue, sees the licence and approves it', async () => {
    const { page, errors } = browser;
    await forgetSession(page);
    await signInByPassword(page, OPS.phone, OPS.password);
    await landedOn(page, '/ops/enterprises');
    const queue = page.getByTestId('ops-queue');
    await queue.waitFor();
    // The newest submission may be on a later page of the queue.
    const row = queue.locator('li').filter({ hasText: enterprise.name });
    const more = page.getByTestId('ops-more');
    while (!(await row.count()) && (await more.count())) {
      const shown = await queue.locator('li').count();
      await more.click();
      await poll(async () => (await queue.locator('li').count()) > shown || (await more.count()) === 0, { timeoutMs: 10_000 });
    }
    await expectAccessible(page, '/ops/enterprises');
    await row.getByRole('button').click();
    await page.getByTestId('file-image').waitFor();
    assert.equal(await page.getByTestId('file-image').evaluate((img) => img.complete && img.naturalWidth > 0), true, 'the licence image loads');
    await page.getByTestId('approve').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Approve' }).click();
    await page.locator('.ant-message-success').filter({ hasText: 'certified' }).waitFor();
    assert.deepEqual(errors, []);
  });

  step('the owner finds the enterprise certified and ordering open', async () => {
    const { page, errors } = browser;
    await forgetSession(page);
    await signInByPassword(page, owner.phone, owner.password);
    await landedOn(page, '/homePage');
    await openRoute(page, stack.url, '/businessManage/account');
    await page.getByTestId('profile').waitFor();
    assert.match(await page.getByTestId('cert-status').innerText(), /Certified/);
    assert.match(await page.getByTestId('can-order').innerText(), /Ordering is open/);
    await expectAccessible(page, '/businessManage/account');
    assert.deepEqual(errors, []);
  });

  const invitee = `135${String(randomInt(0, 1e8)).padStart(8, '0')}`;

  step('the owner invites an operator, who shows as invited, and the audit log tells what happened', async () => {
    const { page, errors } = browser;
    await openRoute(page, stack.url, '/businessManage/members');
    await page.getByTestId('members-list').waitFor();
    await expectAccessible(page, '/businessManage/members');
    await page.getByTestId('invite-member').click();
    await page.locator('#invite_phone').fill(invitee);
    await page.locator('.ant-modal').getByRole('radio', { name: /^Operator/ }).check();
    await page.locator('.ant-modal').getByRole('button', { name: 'Send invitation' }).click();
    await page.getByTestId(`member-${invitee.slice(0, 3)}****${invitee.slice(-4)}`).waitFor();

    await openRoute(page, stack.url, '/businessManage/audit');
    const log = page.getByTestId('audit-log');
    await log.waitFor();
    const text = await log.innerText();
    for (const action of ['Member invited', 'Certified by the platform', 'Service contract accepted', 'Enterprise created']) {
      assert.match(text, new RegExp(action), `the audit log shows "${action}"`);
    }
    await expectAccessible(page, '/businessManage/audit');
    assert.deepEqual(errors, []);
  });

  step('the invited phone signs in by SMS code, accepts the invitation and sees the operator menus only', async () => {
    const { page, errors } = browser;
    // The invitation was texted to the phone.
    const invitation = await stack.api(`/api/dev/sms?phone=${invitee}`);
    assert.match(invitation.data.messages.at(-1).text, /邀请您以操作员身份加入/);
    await forgetSession(page);
    await openRoute(page, stack.url, '/login');
    await page.getByTestId('visitor-entry').click();
    await page.locator('#visitorLogin_phone').fill(invitee);
    const before = (await stack.texts(invitee)).length;
    await page.getByTestId('send-code-checkPhone').click();
    const code = (await stack.nextText(invitee, before, { timeoutMs: 15_000 }))?.code;
    assert.match(code ?? '', /^\d{6}$/);
    await page.locator('#visitorLogin_code').fill(code);
    await page.locator('#visitorLogin_agree').check();
    await page.locator('#visitorLogin button[type="submit"]').click();
    // Signing in joins nothing (issue 22): the invitation waits to be accepted.
    await landedOn(page, '/ei');
    await page.getByTestId('onboarding-invitations').getByRole('button', { name: 'Accept' }).click();
    await landedOn(page, '/homePage');
    await page.getByTestId('sidebar').waitFor();
    assert.equal((await page.getByTestId('current-enterprise').textContent()).trim(), enterprise.name);
    const menus = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo')).content.sideBarMenus.map((m) => m.key));
    assert.deepEqual(menus.sort(), ['backRecord', 'batchBack', 'batchRecord', 'financialManage', 'homePage', 'initiateBack', 'jobRegistration', 'mealManage', 'workOrder']);
    const sidebar = await page.getByTestId('sidebar').innerText();
    assert.doesNotMatch(sidebar, /Enterprise management|Financial management|Package management/);
    await screenshot(page, 'enterprise-operator-home');
    // The account pages answer with the 403 page inside the console.
    await openRoute(page, stack.url, '/businessManage/members');
    await page.getByTestId('no-permission').waitFor();
    assert.deepEqual(errors, []);
  });
});
