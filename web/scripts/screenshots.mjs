/**
 * Screenshots of the shell for review: the cover, login (each tab), register, the legal pages,
 * onboarding, the console (with the phone drawer open), the enterprise account pages and the
 * signed-in service contract of the demo owner, ordering (the form, its confirmation, the success
 * page, the records, a record), the home page, positions and work orders (empty, and a new work
 * order), the candidate's phone check and consent page (phone size only),
 * the ops review queue and its drawer, a 403 and a 404 inside the console, at
 * 390×844 and 1440×900 in both languages, against a local stack started like the e2e suite does.
 *
 *   npm run build && VERITY_LOCAL_BIN=<verity-local> node scripts/screenshots.mjs [out-dir]
 *
 * Chinese needs a CJK font in the system (Debian: fonts-noto-cjk).
 */
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/browser.mjs';
import { startStack } from '../e2e/stack.mjs';

const OUT = path.resolve(process.argv[2] ?? '/tmp/shots');
const VIEWPORTS = [
  { name: '390', viewport: { width: 390, height: 844 }, isMobile: true },
  { name: '1440', viewport: { width: 1440, height: 900 }, isMobile: false },
];
const LOCALES = ['zh-CN', 'en-US'];
const DEMO = { phone: '13800000000', password: 'Verity#2026' };
const VIEWER = { phone: '13800000002', password: 'Verity#2026' };
const OPS = { phone: '13800000009', password: 'Verity#2026' };

/** A valid 18-digit ID number: a fixed body with the serial varied and its check character. */
function idNumber(serial) {
  const body = `11010519900307${String(serial).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, c, i) => acc + Number(c) * weights[i], 0);
  return body + '10X98765432'[sum % 11];
}

mkdirSync(OUT, { recursive: true });
const stack = await startStack();
const files = [];

async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Let toasts and motion finish.
  await page.waitForTimeout(700);
}

async function shot(page, name, { fullPage = true } = {}) {
  await settle(page);
  const file = path.join(OUT, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  files.push(file);
}

async function open(page, route) {
  await page.goto('about:blank');
  await page.goto(`${stack.url}/#${route}`, { waitUntil: 'load' });
}

async function signIn(page, who) {
  await open(page, '/login?tab=password');
  await page.locator('#passwordLogin_phone').fill(who.phone);
  await page.locator('#passwordLogin_password').fill(who.password);
  await page.locator('#passwordLogin button[type="submit"]').click();
  await page.getByTestId('user-menu').first().waitFor({ timeout: 20_000 });
  // The "signed in" toast goes before the shots.
  await page.waitForFunction(() => !document.querySelector('.ant-message-notice'), null, { timeout: 8000 }).catch(() => undefined);
}

try {
  for (const locale of LOCALES) {
    for (const { name: size, viewport, isMobile } of VIEWPORTS) {
      const dir = await mkdtemp(path.join(tmpdir(), 'verity-shots-'));
      const context = await chromium.launchPersistentContext(dir, {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_ARGS,
        locale,
        viewport,
        isMobile,
        hasTouch: isMobile,
        deviceScaleFactor: 1,
      });
      context.setDefaultTimeout(15_000);
      const page = context.pages()[0] ?? (await context.newPage());
      const tag = `${locale}-${size}`;
      try {
        await open(page, '/');
        await shot(page, `cover-${tag}`);
        await open(page, '/login');
        await shot(page, `login-sms-${tag}`);
        await open(page, '/login?tab=password');
        await shot(page, `login-password-${tag}`);
        await open(page, '/login?tab=qr');
        await page.locator('[data-testid="qr-login"][data-qr-status="active"]').waitFor().catch(() => undefined);
        await shot(page, `login-qr-${tag}`);
        await open(page, '/register');
        await shot(page, `register-${tag}`);
        await page.locator('#register button[type="submit"]').click();
        await shot(page, `register-invalid-${tag}`);
        for (const route of ['/serviceContract', '/privacyPolicy']) {
          await open(page, route);
          await shot(page, `legal${route.replace('/', '-')}-${tag}`);
        }

        await signIn(page, DEMO);
        await open(page, '/homePage');
        await page.getByTestId('sidebar').or(page.getByTestId('menu-toggle')).first().waitFor();
        await shot(page, `console-${tag}`, { fullPage: false });
        const toggle = page.getByTestId('menu-toggle');
        if (await toggle.isVisible().catch(() => false)) {
          await toggle.click();
          await page.getByTestId('menu-drawer').waitFor();
          await shot(page, `console-drawer-${tag}`, { fullPage: false });
          await page.keyboard.press('Escape');
        }
        for (const sub of ['account', 'members', 'related', 'audit']) {
          await open(page, `/businessManage/${sub}`);
          await page.getByTestId('page-header').waitFor();
          await shot(page, `business-${sub}-${tag}`);
        }
        for (const [route, ready, name] of [
          ['/mealManage', 'package-list', 'packages'],
          ['/mealManage/add', 'catalog-identity', 'package-add'],
          ['/mealManage/detail?packageId=demo-standard', 'package-versions', 'package-detail'],
          ['/financialManage', 'ledger', 'finance'],
          ['/financialManage?tab=recharges', 'recharges', 'finance-recharges'],
          ['/financialManage?tab=invoices', 'finance-invoices', 'finance-invoices'],
          ['/homePage', 'quick-initiate', 'home'],
          ['/jobRegistration', 'jobs-empty', 'jobs'],
          ['/workOrder', 'workorder-empty', 'work-orders'],
          ['/workOrder?new=1', 'workorder-subject', 'work-order-new'],
        ]) {
          await open(page, route);
          await page.getByTestId(ready).waitFor();
          await shot(page, `${name}-${tag}`);
        }
        await open(page, '/financialManage');
        await page.getByTestId('recharge').click();
        await page.locator('#recharge_amount').waitFor();
        await shot(page, `finance-recharge-${tag}`, { fullPage: false });
        await page.keyboard.press('Escape');
        // One order per run, each for its own candidate, so no duplicate warning and a fresh link.
        const candidate = { name: '王小明', phone: `1390000${String(1111 + files.length).slice(-4)}`, idNumber: idNumber(files.length) };
        await open(page, '/initiateBack');
        await page.getByTestId('order-form').waitFor();
        await page.getByTestId('order-balance').waitFor();
        await shot(page, `order-initiate-${tag}`);
        await page.getByTestId('order-package').locator('label').first().click();
        await page.getByTestId('order-name').fill(candidate.name);
        await page.getByTestId('order-phone').fill(candidate.phone);
        await page.getByTestId('order-id').fill(candidate.idNumber);
        await page.getByTestId('order-submit').click();
        await page.getByTestId('order-confirm-ok').waitFor();
        await shot(page, `order-confirm-${tag}`, { fullPage: false });
        await page.getByTestId('order-confirm-ok').click();
        await page.getByTestId('order-success').waitFor();
        await shot(page, `order-success-${tag}`);
        await page.getByTestId('order-success-view').click();
        await page.getByTestId('order-timeline').waitFor();
        await shot(page, `order-detail-${tag}`);
        await open(page, '/backRecord');
        await page.getByTestId('orders-table').waitFor();
        await shot(page, `order-records-${tag}`);
        if (isMobile) {
          const outbox = await stack.api(`/api/dev/sms?phone=${candidate.phone}`);
          const link = outbox.data.messages.at(-1).text.match(/https?:\/\/\S+/)[0];
          await page.evaluate(() => localStorage.clear());
          await page.goto('about:blank');
          await page.goto(link, { waitUntil: 'load' });
          await page.locator('#checkPhone_phone').waitFor();
          await shot(page, `candidate-check-phone-${tag}`);
          await stack.api('/api/base/sms/sendVerifyCode', { method: 'POST', body: { phone: candidate.phone, scene: 'checkPhone' } });
          const code = (await stack.api(`/api/dev/sms?phone=${candidate.phone}`)).data.messages.at(-1).code;
          await page.locator('#checkPhone_phone').fill(candidate.phone);
          await page.locator('#checkPhone_code').fill(code);
          await page.getByTestId('check-phone-submit').click();
          await page.getByTestId('consent-form').waitFor();
          await shot(page, `candidate-consent-${tag}`);
          await signIn(page, DEMO);
        }
        // Batch ordering: the start, a file with three problems under review, the list.
        await open(page, '/batchBack');
        await page.getByTestId('batch-package').waitFor();
        await page.getByTestId('batch-package').locator('label').last().click();
        await shot(page, `batch-start-${tag}`);
        const header = ['姓名*', '手机号*', '身份证号*', '邮箱', '应聘岗位', '毕业院校*', '前雇主*'];
        const lines = ['说明', header.join(',')];
        for (let n = 0; n < 12; n += 1) {
          const phone = n === 3 ? '2370000000' : `1350${String(files.length).padStart(3, '0')}${String(n).padStart(4, '0')}`;
          lines.push([`候选人${n}`, phone, n === 7 ? '110105199001010010' : idNumber((files.length * 20 + n) % 1000), '', '', '北京大学', '示例科技有限公司'].join(','));
        }
        await page.getByTestId('batch-file').setInputFiles({ name: 'wave.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });
        await page.getByTestId('batch-summary').waitFor({ timeout: 30_000 });
        await shot(page, `batch-review-${tag}`);
        await open(page, '/batchRecord');
        await page.getByTestId('batches').waitFor();
        await shot(page, `batch-records-${tag}`);
        await open(page, '/serviceContract');
        await shot(page, `contract-signed-in-${tag}`);
        await open(page, '/no/such/page');
        await page.getByTestId('not-found').waitFor();
        await shot(page, `404-${tag}`, { fullPage: false });
        await page.evaluate(() => localStorage.clear());

        await signIn(page, OPS);
        await open(page, '/ops/enterprises');
        await page.getByTestId('ops-queue').waitFor();
        await shot(page, `ops-queue-${tag}`);
        await page.getByTestId('ops-queue').locator('li').first().getByRole('button').click();
        await page.getByTestId('review-drawer').waitFor();
        await shot(page, `ops-review-${tag}`, { fullPage: false });
        await open(page, '/ops/recharges');
        await page.getByTestId('ops-recharges').waitFor();
        await shot(page, `ops-recharges-${tag}`);
        await open(page, '/ops/invoices');
        await page.getByTestId('page-header').waitFor();
        await shot(page, `ops-invoices-${tag}`);
        await page.evaluate(() => localStorage.clear());

        await signIn(page, VIEWER);
        await open(page, '/businessManage/account');
        await page.getByTestId('no-permission').waitFor();
        await shot(page, `403-${tag}`, { fullPage: false });
      } finally {
        await context.close().catch(() => undefined);
        await rm(dir, { recursive: true, force: true });
      }
    }
  }
} finally {
  await stack.stop();
}
console.log(files.join('\n'));
