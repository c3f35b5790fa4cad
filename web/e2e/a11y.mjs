/**
 * Accessibility check of the page as it is now: axe-core (injected into the page) with the WCAG
 * 2.1 A/AA and best-practice rules, keeping the serious and critical violations; plus the
 * page's structure rules axe does not have: exactly one h1.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Evaluated through the DevTools protocol: a script tag would be refused by the page's CSP.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Violations of `page` (serious or critical), each as "rule: target (summary)". */
export async function a11yViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(() =>
    window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    }),
  );
  const found = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} [${v.impact}]: ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(0, 2).join(' ')}`));
  const h1 = await page.locator('h1').count();
  if (h1 !== 1) found.push(`page-has-one-h1: ${h1} h1 elements`);
  return found;
}
