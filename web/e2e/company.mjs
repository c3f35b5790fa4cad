/** What an enterprise's entry needs in the journeys: a licence image and a credit code. */
import { randomInt } from 'node:crypto';
import { poll } from './wait.mjs';

/** A 1×1 PNG: a real image, as the file function checks the content. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A unified social credit code with a valid GB 32100-2015 check character. */
export function creditCode() {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  let body = '91';
  while (body.length < 17) body += alphabet[randomInt(0, 31)];
  const sum = [...body].reduce((n, c, i) => n + alphabet.indexOf(c) * weights[i], 0);
  return body + alphabet[(31 - (sum % 31)) % 31];
}

/**
 * Chooses the first province, city and district of the open region list (each level loads when
 * its parent is chosen). A click during the list's opening animation can be lost, so a level that
 * neither opens the next nor closes the list is chosen again. Answers the levels chosen.
 */
export async function pickFirstRegion(page) {
  const open = page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden)');
  const menus = page.locator('.ant-cascader-menu');
  let levels = 0;
  for (let level = 1; level <= 3; level += 1) {
    const item = menus.nth(level - 1).locator('.ant-cascader-menu-item').first();
    await item.waitFor();
    levels += 1;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await item.click();
      const moved = await poll(async () => (await menus.count()) > level || (await open.count()) === 0, { timeoutMs: 5_000 });
      if (moved) break;
    }
    if (!(await open.count())) break;
  }
  return levels;
}
