/**
 * Steps every console journey takes: wait for a route, check a page with axe-core, sign in with
 * the password form, a screenshot in Chinese. (Older journeys still carry their own copies.)
 */
import assert from 'node:assert/strict';
import { a11yViolations } from './a11y.mjs';
import { openRoute, screenshot } from './browser.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits until the app's hash route (without its query) is `route`. */
export async function landedOn(page, route) {
  await page.waitForFunction((p) => window.location.hash.split('?')[0] === `#${p}`, route, { timeout: 20_000 });
}

/** No serious or critical axe-core violation once the page has settled. */
export async function expectAccessible(page, what) {
  await page.waitForLoadState('networkidle');
  await sleep(400);
  const found = await a11yViolations(page);
  assert.deepEqual(found, [], `${what}: ${found.join('\n')}`);
}

/** Signs `who` ({phone, password}) in through the password tab of /login. */
export async function signInWithPassword(page, baseUrl, who) {
  await openRoute(page, baseUrl, '/login?tab=password');
  await page.locator('#passwordLogin_phone').fill(who.phone);
  await page.locator('#passwordLogin_password').fill(who.password);
  await page.locator('#passwordLogin button[type="submit"]').click();
  await page.waitForFunction(() => !window.location.hash.startsWith('#/login'), null, { timeout: 20_000 });
}

/** A screenshot of the page in Chinese (the language switch as the app stores it), then back to English. */
export async function shotInChinese(page, name, ready) {
  const use = (locale) =>
    page.evaluate((l) => localStorage.setItem('verityLocale', JSON.stringify({ type: 'string', content: l, timestamp: Date.now() })), locale);
  await use('zh-CN');
  await page.reload();
  await ready(page);
  // Past the home chart's 300 ms animation, which starts once its chunk has loaded.
  await sleep(1000);
  await screenshot(page, name);
  await use('en-US');
  await page.reload();
  await ready(page);
}
