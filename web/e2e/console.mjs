/**
 * Steps every console journey takes: wait for a route, check a page with axe-core once it has
 * settled, sign in with the password form, forget the session, switch the language, a screenshot
 * in Chinese.
 */
import assert from 'node:assert/strict';
import { a11yViolations } from './a11y.mjs';
import { openRoute, screenshot } from './browser.mjs';
import { canvasesStill, settled } from './wait.mjs';

/** Waits until the app's hash route (without its query) is `route`. */
export async function landedOn(page, route) {
  await page.waitForFunction((p) => window.location.hash.split('?')[0] === `#${p}`, route, { timeout: 20_000 });
}

/** Waits until the app's whole hash (query included) is `#${route}`. */
export async function landedExactlyOn(page, route) {
  await page.waitForFunction((p) => window.location.hash === `#${p}`, route, { timeout: 20_000 });
}

/** No serious or critical axe-core violation once the page has settled (wait.mjs). */
export async function expectAccessible(page, what) {
  await settled(page);
  const found = await a11yViolations(page);
  assert.deepEqual(found, [], `${what}: ${found.join('\n')}`);
}

/**
 * Signs `who` ({phone, password}) in through the password tab of /login and waits until the app
 * has left /login; with `home`, until it has landed on that route.
 */
export async function signInWithPassword(page, baseUrl, who, { home } = {}) {
  await openRoute(page, baseUrl, '/login?tab=password');
  await page.locator('#passwordLogin_phone').fill(who.phone);
  await page.locator('#passwordLogin_password').fill(who.password);
  await page.locator('#passwordLogin button[type="submit"]').click();
  if (home) await landedOn(page, home);
  else await page.waitForFunction(() => !window.location.hash.startsWith('#/login'), null, { timeout: 20_000 });
}

/** Drops the stored session (as signing out leaves it), without the UI. */
export async function forgetSession(page) {
  await page.evaluate(() => {
    for (const key of ['magicToken', 'userInfo', 'sessionToken']) {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    }
  });
}

/** Stores the interface language as the language switch does (read on the next load). */
export async function setLocale(page, locale) {
  await page.evaluate((l) => localStorage.setItem('verityLocale', JSON.stringify({ type: 'string', content: l, timestamp: Date.now() })), locale);
}

/** A screenshot of the page in Chinese (the language switch as the app stores it), then back to English. */
export async function shotInChinese(page, name, ready) {
  await setLocale(page, 'zh-CN');
  await page.reload();
  await ready(page);
  // Settled, and past the home chart's animation (drawn on a canvas, which CSS does not see).
  await settled(page);
  await canvasesStill(page);
  await screenshot(page, name);
  await setLocale(page, 'en-US');
  await page.reload();
  await ready(page);
}
