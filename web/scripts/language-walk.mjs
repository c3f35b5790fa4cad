/**
 * One language at a time, walked: against a local stack with a finished report (court record), a
 * canceled order (its refund in the ledger) and an order waiting for consent, opens every console
 * page of the demo owner (and the ops pages of the analyst), the report page, the shared report
 * and the candidate's pages in zh-CN and en-US, and lists every Latin word shown in Chinese (and
 * every Chinese character shown in English) outside an allowlist of proper nouns and data.
 * Screenshots of the report, the ledger, the order's timeline and a candidate page at 390 px.
 *
 *   npm run build && VERITY_LOCAL_BIN=<verity-local> node scripts/language-walk.mjs [out-dir]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { idNumber, packageNamed, recharge, signIn as apiSignIn } from '../e2e/batch-api.mjs';
import { openBrowser } from '../e2e/browser.mjs';
import { startStack } from '../e2e/stack.mjs';
import { ROUTE_TABLE } from '../src/router/routeTable.js';

const OUT = path.resolve(process.argv[2] ?? '/tmp/language-walk');
mkdirSync(OUT, { recursive: true });
const OWNER = { phone: '13800000000', password: 'Verity#2026' };
const OPS = { phone: '13800000009', password: 'Verity#2026' };
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Words a Chinese page may show: proper nouns, units, formats, and the demo's own data. */
const LATIN_OK = new Set(
  ['Verity', 'PDF', 'SMS', 'ID', 'CSV', 'XLSX', 'Excel', 'PNG', 'JPG', 'UTC', 'HR', 'EN', 'English', 'MB', 'KB', 'IP', 'QR', 'URL', 'UTF', 'GBK'].map((w) =>
    w.toLowerCase(),
  ),
);

function offending(text, locale) {
  if (locale === 'zh-CN') {
    return [...new Set((text.match(/[A-Za-z][A-Za-z]+/g) ?? []).filter((w) => !LATIN_OK.has(w.toLowerCase())))];
  }
  return [...new Set(text.match(/[\u3400-\u9fff]+/g) ?? [])];
}

const stack = await startStack({ env: { VERITY_SANDBOX_DELAY_MS: '50', VERITY_SMS_COOLDOWN_SECS: '1' } });
const post = (p, body, token) => stack.api(`/api/base/${p}`, { method: 'POST', body, token });
const lastText = async (phone) => (await stack.api(`/api/dev/sms?phone=${phone}`)).data.messages.at(-1);

async function consentLink(phone) {
  for (let i = 0; i < 50; i += 1) {
    const m = (await stack.api(`/api/dev/sms?phone=${phone}`)).data.messages.find((x) => x.text.includes('/#/consent?s='));
    if (m) return m.text.match(/s=([\w-]+)/)[1];
    await sleep(100);
  }
  throw new Error('no consent text');
}

const report = [];
try {
  const token = await apiSignIn(stack, OWNER);
  await recharge(stack, token, 100_000, 'lang-walk-recharge-0001');
  const pkg = await packageNamed(stack, token, '标准入职背调');
  const order = async (name, phone, serial, key) => {
    const created = await post(
      'order/create',
      { packageId: pkg.packageId, candidate: { name, phone, idNumber: idNumber(serial) }, authMode: 'sms', idempotencyKey: key, confirmDuplicate: true },
      token,
    );
    if (created.code !== 0) throw new Error(JSON.stringify(created));
    return created.data.orderId;
  };
  // A: consented and finished (the sandbox finds a court record for phones ending 1111).
  const done = await order('李雷', '13900001111', 4242, 'lang-walk-order-0000001');
  const s = await consentLink('13900001111');
  await post('sms/sendVerifyCode', { phone: '13900001111', scene: 'checkPhone' });
  const checked = await post('share/checkPhone', { s, phone: '13900001111', code: (await lastText('13900001111')).code });
  await post('candidate/sign', { s, agree: true, signaturePng: SIGNATURE }, checked.data.shareToken);
  for (let i = 0; i < 200; i += 1) {
    if ((await post('order/detail', { orderId: done }, token)).data.status === 'completed') break;
    await sleep(100);
  }
  // B: canceled (refunded). C: waiting for the candidate's consent.
  const canceled = await order('韩梅梅', '13900002468', 4243, 'lang-walk-order-0000002');
  await post('order/cancel', { orderId: canceled }, token);
  await order('王芳', '13900003579', 4244, 'lang-walk-order-0000003');
  const waiting = await consentLink('13900003579');
  // The report shared to a phone.
  const shared = await post('report/share', { orderId: done, phone: '13912340000', expiresInHours: 24 }, token);
  const sharedS = shared.data?.url?.match(/s=([\w-]+)/)?.[1];

  const QUERIES = {
    '/backRecord/detail': `?orderId=${done}`,
    '/reportDetail': `?orderId=${done}`,
    '/checkPhone': `?s=${waiting}`,
  };
  const consolePages = ROUTE_TABLE.filter((r) => r.right && !r.redirect && !r.path.startsWith('/ops') && !r.path.includes('edit'))
    .map((r) => r.path)
    .filter((p) => !p.endsWith('/detail') || QUERIES[p])
    .concat(['/reportDetail']);
  const opsPages = ROUTE_TABLE.filter((r) => r.right && r.path.startsWith('/ops') && !r.path.endsWith('/detail')).map((r) => r.path);

  for (const locale of ['zh-CN', 'en-US']) {
    for (const [who, pages] of [
      [OWNER, consolePages],
      [OPS, opsPages],
    ]) {
      const b = await openBrowser({ viewport: { width: 1440, height: 900 } });
      const { page } = b;
      await page.goto(`${stack.url}/#/login?tab=password`);
      await page.evaluate((l) => localStorage.setItem('verityLocale', JSON.stringify({ type: 'string', content: l, timestamp: Date.now() })), locale);
      await page.reload();
      await page.locator('#passwordLogin_phone').fill(who.phone);
      await page.locator('#passwordLogin_password').fill(who.password);
      await page.locator('#passwordLogin button[type="submit"]').click();
      await page.waitForFunction(() => !window.location.hash.startsWith('#/login'), null, { timeout: 20_000 });
      for (const route of pages) {
        await page.goto('about:blank');
        await page.goto(`${stack.url}/#${route}${QUERIES[route] ?? ''}`);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await sleep(900);
        const words = offending(await page.evaluate(() => document.body.innerText), locale);
        report.push({ locale, route, words });
        const name = { '/reportDetail': 'report', '/financialManage': 'ledger', '/backRecord/detail': 'order-timeline' }[route];
        if (name) await page.screenshot({ path: path.join(OUT, `${name}-${locale}.png`), fullPage: true });
      }
      await b.close();
    }
    // Phone size: the candidate's phone check, the consent page after it, the shared report.
    const m = await openBrowser({ viewport: { width: 390, height: 844 }, isMobile: true });
    const { page } = m;
    await page.goto(`${stack.url}/#/checkPhone?s=${waiting}`);
    await page.evaluate((l) => localStorage.setItem('verityLocale', JSON.stringify({ type: 'string', content: l, timestamp: Date.now() })), locale);
    await page.reload();
    await page.locator('#checkPhone_phone').waitFor();
    await sleep(700);
    report.push({ locale, route: '/checkPhone (390)', words: offending(await page.evaluate(() => document.body.innerText), locale) });
    await page.screenshot({ path: path.join(OUT, `candidate-checkPhone-390-${locale}.png`), fullPage: true });
    await post('sms/sendVerifyCode', { phone: '13900003579', scene: 'checkPhone' });
    await page.locator('#checkPhone_phone').fill('13900003579');
    await page.locator('#checkPhone_code').fill((await lastText('13900003579')).code);
    await page.getByTestId('check-phone-submit').click();
    await page.waitForFunction(() => window.location.hash.startsWith('#/consent'), null, { timeout: 20_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await sleep(900);
    report.push({ locale, route: '/consent (390)', words: offending(await page.evaluate(() => document.body.innerText), locale) });
    await page.screenshot({ path: path.join(OUT, `candidate-consent-390-${locale}.png`), fullPage: true });
    for (const route of ['/verifyReport', `/jobApply?j=nothing`]) {
      await page.goto('about:blank');
      await page.goto(`${stack.url}/#${route}`);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await sleep(700);
      report.push({ locale, route: `${route} (390)`, words: offending(await page.evaluate(() => document.body.innerText), locale) });
    }
    if (sharedS) {
      await page.goto('about:blank');
      await page.goto(`${stack.url}/#/sr?s=${sharedS}`);
      await page.locator('#checkPhone_phone').waitFor();
      await post('sms/sendVerifyCode', { phone: '13912340000', scene: 'checkPhone' });
      await page.locator('#checkPhone_phone').fill('13912340000');
      await page.locator('#checkPhone_code').fill((await lastText('13912340000')).code);
      await page.getByTestId('check-phone-submit').click();
      await page.getByTestId('report').waitFor({ timeout: 20_000 });
      await sleep(700);
      report.push({ locale, route: '/sr (390)', words: offending(await page.evaluate(() => document.body.innerText), locale) });
      await page.screenshot({ path: path.join(OUT, `shared-report-390-${locale}.png`), fullPage: true });
    }
    await m.close();
  }
} finally {
  await stack.stop();
}
writeFileSync(path.join(OUT, 'words.json'), JSON.stringify(report, null, 1));
for (const r of report) if (r.words.length) console.log(`${r.locale} ${r.route}: ${r.words.join(' ')}`);
console.log(`${report.length} pages walked; screenshots in ${OUT}`);
