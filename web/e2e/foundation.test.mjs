/**
 * Foundation journey: the cover page shows the support phone, and every route of the spec
 * renders (or redirects as designed) without console errors or page errors.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openRoute, screenshot } from './browser.mjs';
import { GUARDED } from './routes.mjs';
import { setUp } from './suite.mjs';
import { settled } from './wait.mjs';

const AUTH_FORMS = { '/login': '#smsLogin', '/register': '#register', '/resetPassword': '#resetPassword' };

describe('foundation', () => {
  const { stack, browser } = setUp();

  it('cover page loads and shows the support phone from the site config', async () => {
    const config = await stack.api('/api/base/data/querySphereConfig?prefix=site.');
    assert.equal(config.code, 0);
    const phone = config.data['site.supportPhone'];
    assert.ok(phone, 'site.supportPhone is configured');

    const { page, errors } = browser;
    await openRoute(page, stack.url, '/');
    const shown = page.getByTestId('support-phone');
    await shown.waitFor();
    assert.equal((await shown.textContent()).trim(), phone);
    await page.getByText('Background checks, ordered in minutes').waitFor();
    await page.getByTestId('cover-sign-in').waitFor();
    await page.getByTestId('cover-sign-up').waitFor();
    await settled(page);
    await screenshot(page, 'cover');
    assert.deepEqual(errors, []);
  });

  it('sign-in entries lead to the login and sign-up screens', async () => {
    const { page, errors } = browser;
    await openRoute(page, stack.url, '/');
    await page.getByTestId('cover-sign-up').click();
    await page.locator('#register').waitFor();
    assert.match(page.url(), /#\/register$/);
    await page.goBack();
    await page.getByTestId('cover-sign-in').click();
    await page.locator('#smsLogin').waitFor();
    assert.deepEqual(errors, []);
  });

  for (const [route, form] of Object.entries(AUTH_FORMS)) {
    it(`${route} renders its form`, async () => {
      const { page, errors } = browser;
      await openRoute(page, stack.url, route);
      await page.locator(form).waitFor();
      await settled(page);
      assert.deepEqual(errors, []);
    });
  }

  for (const route of GUARDED) {
    it(`${route} sends a signed-out visitor to sign-in and back`, async () => {
      const { page, errors } = browser;
      await openRoute(page, stack.url, route);
      await page.locator('#smsLogin').waitFor();
      const hash = new URL(page.url()).hash;
      assert.ok(hash.startsWith('#/login?redirect='), hash);
      const redirect = new URLSearchParams(hash.slice(hash.indexOf('?'))).get('redirect');
      assert.equal(redirect, route);
      await settled(page);
      assert.deepEqual(errors, []);
    });
  }

  it('an unknown route shows the 404 page', async () => {
    const { page, errors } = browser;
    await openRoute(page, stack.url, '/definitely/not/a/page');
    await page.getByTestId('not-found').waitFor();
    assert.deepEqual(errors, []);
  });

  it('the language switch changes the interface and is remembered', async () => {
    const { page, errors } = browser;
    await openRoute(page, stack.url, '/login');
    await page.getByTestId('language-switch').click();
    await page.getByText('验证码登录').waitFor();
    await page.reload();
    await page.getByText('验证码登录').waitFor();
    await page.getByTestId('language-switch').click();
    await page.getByText('SMS code', { exact: true }).waitFor();
    assert.deepEqual(errors, []);
  });
});
