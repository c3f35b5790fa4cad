/**
 * Identity journey (issue 3): sign up with an SMS code, sign out, sign in by password,
 * sign in by QR from a second browser, then sign in as the demo user and switch enterprise.
 * Needs the identity endpoints of the local stack, including GET /api/dev/sms.
 */
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe } from 'node:test';
import { openRoute, screenshot } from './browser.mjs';
import { SIDEBAR_ROUTES } from './routes.mjs';
import { journey } from './journey.mjs';
import { OWNER, PHONE, setUp } from './suite.mjs';
import { settled } from './wait.mjs';

const DEMO_ENTERPRISES = ['演示贸易有限公司', '演示物流有限公司'];

/** The journey is sequential: once a step failed, later steps are skipped instead of timing out. */
const step = journey();

describe('identity', () => {
  // A: the desktop of the new user; B: a second device (QR confirmation).
  const { stack, browserA, browserB } = setUp({ browsers: { browserA: {}, browserB: PHONE } });
  const user = {
    phone: `139${String(randomInt(0, 1e8)).padStart(8, '0')}`,
    password: 'Passw0rd!e2e',
    name: `E2E Tester ${randomInt(1000, 9999)}`,
  };

  /** Waits for a new SMS to `phone` in the dev outbox (newest last) and returns its code. */
  async function nextSmsCode(phone, previousCount) {
    const text = await stack.nextText(phone, previousCount, { timeoutMs: 15_000 });
    if (!text) throw new Error(`no SMS for ${phone}: ${JSON.stringify(await stack.texts(phone))}`);
    assert.match(text.code, /^\d{6}$/);
    return text.code;
  }

  async function smsCount(phone) {
    return (await stack.texts(phone)).length;
  }

  /** From the console's account menu, or the public header of onboarding. */
  async function signOut(page) {
    const menu = page.getByTestId('user-menu');
    if (await menu.count()) await menu.first().click();
    await page.getByTestId('sign-out').first().click();
    await page.locator('#smsLogin').waitFor();
    assert.match(new URL(page.url()).hash, /^#\/login/);
  }

  async function signInByPassword(page, phone, password) {
    await openRoute(page, stack.url, '/login');
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.locator('#passwordLogin_phone').fill(phone);
    await page.locator('#passwordLogin_password').fill(password);
    await page.locator('#passwordLogin button[type="submit"]').click();
  }

  async function expectSignedInAs(page, name) {
    const shown = page.getByTestId('user-name').first();
    await shown.waitFor({ timeout: 20_000 });
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="user-name"]')?.textContent?.includes(expected),
      name,
    );
  }

  step('signs up a new user with an SMS code', async () => {
    const { page, errors } = browserA;
    await openRoute(page, stack.url, '/register');
    await page.locator('#register_phone').fill(user.phone);
    const before = await smsCount(user.phone);
    await page.getByTestId('send-code-register').click();
    const code = await nextSmsCode(user.phone, before);
    await page.getByTestId('send-code-register').filter({ hasText: /Resend in \d+s/ }).waitFor();
    await page.locator('#register_code').fill(code);
    await page.locator('#register_name').fill(user.name);
    await page.locator('#register_password').fill(user.password);
    await page.locator('#register_confirm').fill(user.password);
    await page.locator('#register_agree').check();
    await page.locator('#register').getByRole('button', { name: 'Sign up' }).click();
    await expectSignedInAs(page, user.name);
    const hash = new URL(page.url()).hash;
    assert.ok(hash === '#/ei' || hash === '#/homePage', `landed on ${hash}`);
    assert.deepEqual(errors, []);
  });

  step('signs out', async () => {
    const { page, errors } = browserA;
    await signOut(page);
    const stored = await page.evaluate(() => [localStorage.getItem('magicToken'), localStorage.getItem('userInfo')]);
    assert.deepEqual(stored, [null, null]);
    assert.deepEqual(errors, []);
  });

  step('signs in by password', async () => {
    const { page, errors } = browserA;
    await signInByPassword(page, user.phone, user.password);
    await expectSignedInAs(page, user.name);
    assert.deepEqual(errors, []);
  });

  step('signs in by QR code confirmed from a second signed-in device', async () => {
    // B: the user's phone, signed in by password.
    await signInByPassword(browserB.page, user.phone, user.password);
    await expectSignedInAs(browserB.page, user.name);

    // A: signed out, shows the QR code.
    const desktop = browserA.page;
    await signOut(desktop);
    await desktop.getByRole('tab', { name: 'QR code' }).click();
    const qr = desktop.locator('[data-testid="qr-login"][data-qr-status="active"]');
    await qr.waitFor();
    const qrContent = await qr.getAttribute('data-qr-content');
    assert.match(qrContent, /\/#\/qrConfirm\?ticket=/);
    await screenshot(desktop, 'login-qr');

    // The desktop shows the number the phone must pick.
    const matchCode = (await desktop.getByTestId('qr-match-code').textContent()).trim();
    assert.match(matchCode, /^\d{2}$/);

    // B opens the QR link (A then shows "scanned"), sees which computer asked, picks the number.
    await browserB.page.goto(qrContent);
    await browserB.page.getByTestId('qr-confirm-ask').waitFor();
    await desktop.locator('[data-testid="qr-login"][data-qr-status="scanned"]').waitFor();
    assert.match(await browserB.page.getByTestId('qr-requester-device').textContent(), /Chrome|Chromium/);
    assert.match(await browserB.page.getByTestId('qr-requester-ip').textContent(), /127\.0\.0\.1/);
    await screenshot(browserB.page, 'qr-confirm-phone');
    await browserB.page.getByTestId(`qr-pick-${matchCode}`).click();
    await browserB.page.getByTestId('qr-confirm-done').waitFor();

    // A notices within a poll or two and lands signed in.
    await expectSignedInAs(desktop, user.name);
    assert.deepEqual(browserA.errors, []);
    assert.deepEqual(browserB.errors, []);
  });

  step('signs in as the demo user and switches enterprise from the header', async () => {
    const { page, errors } = browserA;
    await signOut(page);
    await signInByPassword(page, OWNER.phone, OWNER.password);
    await page.getByTestId('sidebar').waitFor({ timeout: 20_000 });
    const current = page.getByTestId('current-enterprise');
    await current.waitFor();
    const before = (await current.textContent()).trim();
    assert.ok(DEMO_ENTERPRISES.includes(before), `current enterprise ${before}`);
    const other = DEMO_ENTERPRISES.find((n) => n !== before);
    await screenshot(page, 'layout-demo');

    await page.getByTestId('enterprise-switcher').click();
    await page.locator('.ant-dropdown-menu-item').filter({ hasText: other }).click();
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="current-enterprise"]')?.textContent?.trim() === expected,
      other,
    );
    assert.deepEqual(errors, []);
  });

  step('every sidebar route renders inside the layout: its screen (or placeholder) when the role has the right, else the 403 page', async () => {
    const { page, errors } = browserA;
    // The rights are the menus loginInfo granted the current role (stored as userInfo).
    const menuKeys = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo')).content.sideBarMenus.map((m) => m.key));
    for (const { path, right, redirect } of SIDEBAR_ROUTES) {
      await openRoute(page, stack.url, path);
      await page.getByTestId('sidebar').waitFor();
      if (menuKeys.includes(right)) {
        // A built screen (its page header) or the placeholder of one still to come.
        await page.locator('[data-testid="not-built"], [data-testid="page-header"]').first().waitFor();
        assert.equal(await page.getByTestId('no-permission').count(), 0, `${path}: the role has the right`);
        await settled(page);
        assert.equal(new URL(page.url()).hash, `#${redirect ?? path}`);
      } else {
        // The guard answers instead of the screen, and the user stays signed in.
        await page.getByTestId('no-permission').waitFor();
        await settled(page);
        assert.equal(new URL(page.url()).hash, `#${path}`);
        await page.getByTestId('user-name').waitFor();
      }
    }
    assert.ok(await page.evaluate(() => localStorage.getItem('magicToken')), 'still signed in');
    assert.deepEqual(errors, []);
  });
});
