/**
 * The console shell and the sign-in screens (issue 7): the phone layout's drawer, the role
 * switch leaving a forbidden page, sign-out then another user's sign-in landing on home, a
 * pasted spaced phone, a server error in Chinese under its field, no horizontal scroll on the
 * cover, and the accessibility check (axe-core: no serious or critical violation, one h1) on the
 * cover, sign-in, sign-up, legal and console pages in both languages.
 */
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { openRoute, screenshot } from './browser.mjs';
import { expectAccessible, forgetSession as signOutEverywhere, landedExactlyOn as landedOn, setLocale } from './console.mjs';
import { OWNER as DEMO, PHONE, setUp } from './suite.mjs';
import { settled } from './wait.mjs';

describe('shell', () => {
  // desktop: 1280×860, en-US; phone: 390×844.
  const { stack, desktop, phone } = setUp({ browsers: { desktop: {}, phone: PHONE } });

  /** Fills and sends the password form (where it lands is each test's to check). */
  async function signInByPassword(page, { phone: number, password }) {
    await openRoute(page, stack.url, '/login?tab=password');
    await page.locator('#passwordLogin_phone').fill(number);
    await page.locator('#passwordLogin_password').fill(password);
    await page.locator('#passwordLogin button[type="submit"]').click();
  }

  it('public pages pass the accessibility check in both languages', async () => {
    const { page, errors } = desktop;
    for (const locale of ['en-US', 'zh-CN']) {
      await openRoute(page, stack.url, '/');
      await setLocale(page, locale);
      await openRoute(page, stack.url, '/');
      await page.getByTestId('support-phone').waitFor();
      await expectAccessible(page, `cover ${locale}`);

      await openRoute(page, stack.url, '/login');
      await page.locator('#smsLogin').waitFor();
      await expectAccessible(page, `login sms ${locale}`);
      await page.locator('#smsLogin button[type="submit"]').click();
      await page.locator('#smsLogin_phone_error').waitFor();
      await expectAccessible(page, `login sms, failed submit ${locale}`);
      await page.getByRole('tab').nth(1).click();
      await page.locator('#passwordLogin').waitFor();
      await expectAccessible(page, `login password ${locale}`);
      await page.getByRole('tab').nth(2).click();
      await page.locator('[data-testid="qr-login"][data-qr-status="active"]').waitFor();
      await expectAccessible(page, `login qr ${locale}`);

      await openRoute(page, stack.url, '/register');
      await page.locator('#register').waitFor();
      await expectAccessible(page, `register ${locale}`);
      await page.locator('#register button[type="submit"]').click();
      await page.locator('#register_phone_error').waitFor();
      await expectAccessible(page, `register, failed submit ${locale}`);

      for (const route of ['/serviceContract', '/privacyPolicy', '/resetPassword', '/no/such/page']) {
        await openRoute(page, stack.url, route);
        await page.locator('h1').first().waitFor();
        await expectAccessible(page, `${route} ${locale}`);
      }
    }
    await setLocale(page, 'en-US');
    assert.deepEqual(errors, []);
  });

  it('public pages load at most 200 KB gzip of JS and nothing of the console', async () => {
    const { page } = desktop;
    for (const route of ['/', '/login', '/register']) {
      const scripts = new Map();
      const pending = [];
      const onResponse = (response) => {
        const url = response.url();
        if (!url.endsWith('.js')) return;
        pending.push(
          response.body().then(
            (body) => scripts.set(url, gzipSync(body, { level: 9 }).length),
            (error) => scripts.set(url, `${response.status()}: ${error.message}`),
          ),
        );
      };
      await page.goto('about:blank');
      page.on('response', onResponse);
      await page.goto(`${stack.url}/#${route}`, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor();
      page.off('response', onResponse);
      await Promise.all(pending);
      const unread = [...scripts].filter(([, size]) => typeof size !== 'number');
      assert.deepEqual(unread, [], `${route}: every script was read`);
      const names = [...scripts.keys()].map((u) => u.split('/').pop());
      const total = [...scripts.values()].reduce((a, b) => a + b, 0);
      assert.ok(total <= 200 * 1024, `${route} loaded ${(total / 1024).toFixed(1)} KB gzip of JS: ${names.join(', ')}`);
      assert.deepEqual(
        names.filter((n) => /SidebarLayout|UserMenu|PageHeader|^console-/.test(n)),
        [],
        `${route} loads console chunks`,
      );
    }
  });

  it('after a failed submit, focus is on the first invalid field', async () => {
    const { page } = desktop;
    await openRoute(page, stack.url, '/register');
    await page.locator('#register_phone').fill('13800000000');
    await page.locator('#register button[type="submit"]').click();
    await page.locator('#register_code_error').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'register_code');
  });

  it('the language button is named by its visible text', async () => {
    const { page } = desktop;
    await openRoute(page, stack.url, '/login');
    // In English the button shows "中文"; its accessible name starts with it.
    const snapshot = await page.getByTestId('language-switch').ariaSnapshot();
    assert.match(snapshot, /button "中文 — switch language"/, snapshot);
  });

  it('the cover never scrolls sideways, from 320 px up', async () => {
    const { page } = desktop;
    for (const width of [320, 360, 390, 600, 768, 900, 1024, 1127, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await openRoute(page, stack.url, '/');
      await page.getByTestId('cover-sign-up').waitFor();
      const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      assert.ok(scroll <= inner, `at ${width} px the cover is ${scroll - inner} px wider than the screen`);
    }
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('a pasted "138 0000 0000" keeps its 11 digits, and the phone survives a tab switch', async () => {
    const { page, errors } = desktop;
    await openRoute(page, stack.url, '/login');
    await page.locator('#smsLogin_phone').focus();
    await page.keyboard.insertText('138 0000 0000');
    assert.equal(await page.locator('#smsLogin_phone').inputValue(), '13800000000');
    await page.getByRole('tab', { name: 'Password' }).click();
    assert.equal(await page.locator('#passwordLogin_phone').inputValue(), '13800000000');
    assert.deepEqual(errors, []);
  });

  it('a wrong password is shown under its field in Chinese, with a way forward and no toast', async (t) => {
    // The server picks msg from Accept-Language (server side of issue 7).
    const probe = await fetch(`${stack.url}/api/base/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'zh-CN' },
      body: JSON.stringify({ loginType: 'password', phone: DEMO.phone, password: '0'.repeat(32), ts: 'ENT_WEB' }),
    }).then((r) => r.json());
    if (!/[\u4e00-\u9fff]/.test(probe.msg)) {
      t.skip(`this local stack answers in English (${probe.msg}); it needs the server's Accept-Language support`);
      return;
    }
    const { page, errors } = desktop;
    await openRoute(page, stack.url, '/');
    await setLocale(page, 'zh-CN');
    await openRoute(page, stack.url, '/login?tab=password');
    await page.locator('#passwordLogin_phone').fill(DEMO.phone);
    await page.locator('#passwordLogin_password').fill('not-the-password');
    await page.locator('#passwordLogin button[type="submit"]').click();
    const error = page.getByTestId('passwordLogin_password_error');
    await error.waitFor();
    const text = await error.innerText();
    assert.match(text, /[\u4e00-\u9fff]/, `under the field: ${text}`);
    assert.match(text, /忘记密码/);
    assert.equal(await page.locator('.ant-message-error').count(), 0);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'passwordLogin_password');
    await screenshot(page, 'login-field-error-zh');
    await setLocale(page, 'en-US');
    assert.deepEqual(errors, []);
  });

  it('sign-out, then another user signs in: the landing is that user\'s home, not the previous redirect', async () => {
    const { page, errors } = desktop;
    // A new user without an enterprise lands on onboarding (/ei) …
    const number = `137${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    const sent = await stack.api('/api/base/sms/sendVerifyCode', { method: 'POST', body: { phone: number, scene: 'register' } });
    assert.equal(sent.code, 0);
    const outbox = await stack.api(`/api/dev/sms?phone=${number}`);
    const code = outbox.data.messages.at(-1).code;
    await openRoute(page, stack.url, '/register');
    await page.locator('#register_phone').fill(number);
    await page.locator('#register_code').fill(code);
    await page.locator('#register_name').fill('Shell Tester');
    await page.locator('#register_password').fill('Passw0rd!e2e');
    await page.locator('#register_confirm').fill('Passw0rd!e2e');
    await page.locator('#register_agree').check();
    await page.locator('#register button[type="submit"]').click();
    await landedOn(page, '/ei');
    await page.getByTestId('onboarding').waitFor();
    await page.locator('.ant-message-success').filter({ hasText: 'Signed up' }).waitFor();
    assert.equal(await page.getByText('Visitor').count(), 0, 'a registered user is not labelled a visitor');

    // … signs out …
    await page.getByTestId('sign-out').click();
    await page.locator('#smsLogin').waitFor();
    assert.equal(new URL(page.url()).hash, '#/login');

    // … and the demo owner signing in next lands on the dashboard.
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.locator('#passwordLogin_phone').fill(DEMO.phone);
    await page.locator('#passwordLogin_password').fill(DEMO.password);
    await page.locator('#passwordLogin button[type="submit"]').click();
    await landedOn(page, '/homePage');
    await page.getByTestId('sidebar').waitFor();

    // /ei sends a user who has an enterprise home.
    await openRoute(page, stack.url, '/ei');
    await landedOn(page, '/homePage');
    assert.deepEqual(errors, []);
  });

  it('switching to an enterprise where the role is smaller turns the current page into the 403 page', async () => {
    const { page, errors } = desktop;
    // Signed in as the demo owner (previous step): 演示贸易有限公司 (owner), 演示物流有限公司 (operator).
    await openRoute(page, stack.url, '/businessManage/audit');
    await page.getByTestId('audit-log').waitFor();
    const current = (await page.getByTestId('current-enterprise').innerText()).trim();
    if (current !== '演示贸易有限公司') {
      await page.getByTestId('enterprise-switcher').click();
      await page.locator('.ant-dropdown-menu-item').filter({ hasText: '演示贸易有限公司' }).click();
      await page.getByTestId('current-enterprise').filter({ hasText: '演示贸易有限公司' }).waitFor();
      await page.getByTestId('audit-log').waitFor();
    }
    await page.getByTestId('enterprise-switcher').click();
    await page.locator('.ant-dropdown-menu-item').filter({ hasText: '演示物流有限公司' }).click();
    await page.getByTestId('current-enterprise').filter({ hasText: '演示物流有限公司' }).waitFor();
    await page.getByTestId('no-permission').waitFor();
    assert.equal(new URL(page.url()).hash, '#/businessManage/audit');
    assert.equal(await page.getByTestId('menu-businessManage').count(), 0);
    await expectAccessible(page, '403 in the console');

    // A typed address is checked too: an operator reads packages but does not build them.
    await openRoute(page, stack.url, '/businessManage/members');
    await page.getByTestId('no-permission').waitFor();
    await page.getByRole('button', { name: 'Back to the dashboard' }).click();
    await landedOn(page, '/homePage');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.locator('[data-testid="onboarding-checklist"], [data-testid="figure-balance"]').first().waitFor();
    await expectAccessible(page, 'console home');

    // The 404 is inside the console, and its button stays there.
    await openRoute(page, stack.url, '/no/such/page');
    await page.getByTestId('sidebar').waitFor();
    await page.getByTestId('not-found').waitFor();
    await expectAccessible(page, '404 in the console');
    await page.getByRole('button', { name: 'Back to the dashboard' }).click();
    await landedOn(page, '/homePage');
    assert.deepEqual(errors, []);
  });

  it('on a phone the console has a one-row header and the menu in a drawer', async () => {
    const { page, errors } = phone;
    await openRoute(page, stack.url, '/');
    await setLocale(page, 'zh-CN');
    await signOutEverywhere(page);
    await signInByPassword(page, DEMO);
    await landedOn(page, '/homePage');
    const header = page.getByTestId('console-header');
    await header.waitFor();
    assert.equal(await page.getByTestId('sidebar').count(), 0, 'no sidebar squeezing the page');

    // One row: every control of the header sits within its 56 px, nothing spills out.
    const box = await header.boundingBox();
    assert.ok(box.height <= 57, `header height ${box.height}`);
    const spill = await header.evaluate((el) => {
      const h = el.getBoundingClientRect();
      return [...el.children]
        .map((c) => c.getBoundingClientRect())
        .filter((r) => r.width > 0 && (r.top < h.top - 1 || r.bottom > h.bottom + 1 || r.right > h.right + 1)).length;
    });
    assert.equal(spill, 0, 'header items outside the header');
    const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    assert.ok(scroll <= inner, `console ${scroll - inner} px wider than the phone`);
    const content = await page.locator('main').boundingBox();
    assert.ok(content.width >= 360, `the page gets ${content.width} px`);
    await expectAccessible(page, 'console on a phone');

    // The drawer: menu, then a tap navigates and closes it.
    await page.getByTestId('menu-toggle').click();
    const drawer = page.getByTestId('drawer-menu');
    await drawer.waitFor();
    await drawer.getByTestId('menu-initiateBack').waitFor();
    await settled(page);
    await screenshot(page, 'console-drawer-phone');
    await expectAccessible(page, 'console drawer on a phone');
    await drawer.getByTestId('menu-backRecord').click();
    await landedOn(page, '/backRecord');
    await page.waitForFunction(() => !document.querySelector('[data-testid="drawer-menu"]')?.checkVisibility());
    await page.getByRole('heading', { level: 1, name: '背调记录' }).waitFor();
    assert.equal(await page.title(), '背调记录 · Verity');
    assert.deepEqual(errors, []);
  });

  it('on a phone the sign-in screens fit and pass the accessibility check', async () => {
    const { page, errors } = phone;
    await signOutEverywhere(page);
    for (const route of ['/', '/login', '/register']) {
      await openRoute(page, stack.url, route);
      await page.locator('h1').first().waitFor();
      const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      assert.ok(scroll <= inner, `${route}: ${scroll - inner} px wider than the phone`);
      await expectAccessible(page, `${route} on a phone`);
    }
    assert.deepEqual(errors, []);
  });
});
