/**
 * The SPA on a phone (issue 27, target 7), for infra/scripts/bench/web.sh: against the local stack
 * serving web/dist as the CDN does (hashed assets `immutable`, the rest `no-cache`, brotli or gzip
 * as the browser accepts: the stack's CompressionLayer, the CDN's `Compress: true`), it measures
 *
 * - `javascript.<page>`: the compressed JavaScript a fresh phone (390 px, no cache) downloads
 *   before any interaction: every script response until the page is settled (load event, the
 *   network quiet, no animation), its body as it came over the wire (`responseBodySize`, the
 *   encoded size), with the encoding the server chose; `{kb, budgetKb, requests}`;
 * - `lighthouse.<page>`: Lighthouse (npm, LIGHTHOUSE_DIR) mobile preset, default (simulated)
 *   throttling, headless Chromium (CHROME_PATH): performance and accessibility scores and the LCP.
 *
 * Each figure BENCH_RUNS times: the median as the value, the runs beside it (`<name>Runs`).
 * The pages behind a link use real links made through the API on the demo data: a texted consent
 * link (its phone check passed, as the page keeps the share token), a position's application link,
 * a report shared to a phone (its phone check passed); the console pages with the demo owner's
 * session as the SPA stores it after a password sign-in.
 *
 *   node scripts/bench-web.mjs <out.json>    (from web/, after npm run build)
 */
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { idNumber, packageNamed, recharge, signIn } from '../e2e/batch-api.mjs';
import { openBrowser, CHROMIUM_ARGS } from '../e2e/browser.mjs';
import { signInWithPassword } from '../e2e/console.mjs';
import { startStack } from '../e2e/stack.mjs';
import { QUICK, OWNER } from '../e2e/suite.mjs';
import { poll, settled } from '../e2e/wait.mjs';

const out = process.argv[2];
if (!out) throw new Error('usage: node scripts/bench-web.mjs <out.json>');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const LIGHTHOUSE_DIR = process.env.LIGHTHOUSE_DIR;
if (!LIGHTHOUSE_DIR) throw new Error('LIGHTHOUSE_DIR: the folder lighthouse@13 is installed in (npm --prefix)');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true };
const KB = 1024;

// The sandbox completes an order with a clear report for phones not ending in 1111.
const CONSENTING = { name: '韩梅梅', phone: '13900003333', idNumber: idNumber(4343), school: '北京大学', employer: '示例科技有限公司' };
const REPORTED = { name: '李雷', phone: '13900004444', idNumber: idNumber(4444), school: '北京大学', employer: '示例科技有限公司' };
const READER = '13912340000';
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round1 = (x) => Math.round(x * 10) / 10;

function ok(reply, what) {
  if (reply.code !== 0) throw new Error(`${what}: ${JSON.stringify(reply)}`);
  return reply.data;
}

/** The phone check of link `s` passed through the API: the share token the page keeps. */
async function phoneChecked(stack, s, phone) {
  const before = (await stack.texts(phone)).length;
  ok(await stack.post('sms/sendVerifyCode', { phone, scene: 'checkPhone' }), 'sendVerifyCode');
  const text = await stack.nextText(phone, before);
  return ok(await stack.post('share/checkPhone', { s, phone, code: text.code }), 'checkPhone').shareToken;
}

/** Real links on the demo data: a consent link, a position's link, a shared report. */
async function makeLinks(stack) {
  const owner = await signIn(stack, OWNER);
  await recharge(stack, owner, 100_000, 'bench-web-recharge-000001');
  const pkg = await packageNamed(stack, owner, '标准入职背调');
  const order = async (candidate, key) => {
    const created = ok(
      await stack.post('order/create', { packageId: pkg.packageId, candidate, authMode: 'sms', idempotencyKey: key, confirmDuplicate: true }, owner),
      'order/create',
    );
    const invite = await stack.textWhere(candidate.phone, (m) => m.text.includes('/#/consent?s='), { timeoutMs: 10_000 });
    return { orderId: created.orderId, s: invite.text.match(/s=([\w-]+)/)[1] };
  };
  const consent = await order(CONSENTING, 'bench-web-order-00000001');
  const consentToken = await phoneChecked(stack, consent.s, CONSENTING.phone);

  const reported = await order(REPORTED, 'bench-web-order-00000002');
  const signer = await phoneChecked(stack, reported.s, REPORTED.phone);
  ok(await stack.post('candidate/sign', { s: reported.s, agree: true, signaturePng: SIGNATURE }, signer), 'candidate/sign');
  const done = await poll(async () => (await stack.post('order/detail', { orderId: reported.orderId }, owner)).data?.status === 'completed', {
    timeoutMs: 30_000,
  });
  if (!done) throw new Error('the benchmark order did not complete within 30 s');
  const shared = ok(await stack.post('report/share', { orderId: reported.orderId, phone: READER, expiresInHours: 24 }, owner), 'report/share');
  const sr = new URL(shared.url.replace('/#/', '/')).searchParams.get('s');
  const readerToken = await phoneChecked(stack, sr, READER);

  const job = ok(
    await stack.post(
      'job/create',
      { title: 'Forklift operator', department: 'Warehouse', regionCode: '440106', fields: ['education', 'workHistory'], consentCoversScreening: true },
      owner,
    ),
    'job/create',
  );

  // The console's session as the SPA keeps it after a password sign-in (both storages).
  const { page, close } = await openBrowser(PHONE);
  await signInWithPassword(page, stack.url, OWNER);
  const session = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
  await close();

  const share = (s, token) => ({ local: {}, session: { [`verity.share.${s}`]: token } });
  return {
    consent: { route: `/consent?s=${consent.s}`, storage: share(consent.s, consentToken) },
    phoneCheck: { route: `/checkPhone?s=${consent.s}`, storage: null },
    jobApplication: { route: `/jobApply?j=${job.code}`, storage: null },
    sharedReport: { route: `/sr?s=${sr}`, storage: share(sr, readerToken) },
    session,
  };
}

/** The pages measured: route, stored state, budget (KB of compressed JS) and what shows it is ready. */
function pages(links) {
  const console_ = (route) => ({ route, storage: links.session, budgetKb: 250 });
  return {
    cover: { route: '/', storage: null, budgetKb: 150 },
    login: { route: '/login', storage: null, budgetKb: 150 },
    consent: { ...links.consent, budgetKb: 150 },
    phoneCheck: { ...links.phoneCheck, budgetKb: 150 },
    jobApplication: { ...links.jobApplication, budgetKb: 150 },
    sharedReport: { ...links.sharedReport, budgetKb: 150 },
    records: console_('/backRecord'),
    newOrder: console_('/initiateBack'),
    home: console_('/homePage'),
  };
}

/** Puts `storage` ({local, session}) into the page's origin before any of its scripts runs. */
function storageScript(storage) {
  return `(() => { try {
    const s = ${JSON.stringify(storage ?? { local: {}, session: {} })};
    if (location.protocol !== 'http:') return;
    for (const [k, v] of Object.entries(s.local)) localStorage.setItem(k, v);
    for (const [k, v] of Object.entries(s.session)) sessionStorage.setItem(k, v);
  } catch (e) {} })();`;
}

/** One fresh phone browser opening `page`: the script responses until settled. */
async function scriptsOf(baseUrl, { route, storage }) {
  const { context, page, close } = await openBrowser(PHONE);
  try {
    await context.addInitScript(storageScript(storage));
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));
    await page.goto(`${baseUrl}/#${route}`, { waitUntil: 'load' });
    // Settled, and still nothing new a second later (a page's chunk may follow its guard's call).
    let seen = -1;
    while (seen !== finished.length) {
      await settled(page);
      seen = finished.length;
      await new Promise((r) => setTimeout(r, 1000));
    }
    const hashAfter = await page.evaluate(() => location.hash.split('?')[0]);
    const scripts = [];
    for (const request of finished) {
      if (request.resourceType() !== 'script') continue;
      const response = await request.response();
      const sizes = await request.sizes();
      scripts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize, encoding: (await response.allHeaders())['content-encoding'] ?? 'identity' });
    }
    return { scripts, landedOn: hashAfter.slice(1), requests: finished.length };
  } finally {
    await close();
  }
}

async function measureJavaScript(baseUrl, list) {
  const result = {};
  for (const [name, p] of Object.entries(list)) {
    const runs = [];
    let last;
    for (let i = 0; i < RUNS; i += 1) {
      last = await scriptsOf(baseUrl, p);
      runs.push(last.scripts.reduce((n, s) => n + s.bytes, 0) / KB);
    }
    const encodings = [...new Set(last.scripts.map((s) => s.encoding))];
    result[name] = {
      kb: round1(median(runs)),
      kbRuns: runs.map(round1),
      budgetKb: p.budgetKb,
      requests: last.scripts.length,
      allRequests: last.requests,
      encoding: encodings.join(', '),
      route: p.route.split('?')[0],
      landedOn: last.landedOn,
    };
    console.log(`  javascript ${name}: ${result[name].kb} KB (${encodings.join(', ')}) in ${last.scripts.length} requests, budget ${p.budgetKb}`);
  }
  return result;
}

/** Lighthouse on `page` in a fresh headless Chromium, driven through its puppeteer page. */
async function lighthouseOnce(baseUrl, p) {
  const require = createRequire(path.join(LIGHTHOUSE_DIR, 'package.json'));
  const lighthouse = (await import(pathToFileURL(require.resolve('lighthouse')).href)).default;
  const puppeteer = (await import(pathToFileURL(require.resolve('puppeteer-core')).href)).default;
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'verity-bench-lighthouse-'));
  const browser = await puppeteer.launch({ executablePath: CHROME, headless: true, userDataDir, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    // Lighthouse resets the origin's storage before it loads the page: the session goes back in as
    // the document starts, before the SPA's scripts.
    await page.evaluateOnNewDocument(storageScript(p.storage));
    const flags = { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] };
    const result = await lighthouse(`${baseUrl}/#${p.route}`, flags, undefined, page);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`lighthouse ${p.route}: ${lhr.runtimeError.message}`);
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    await browser.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

async function measureLighthouse(baseUrl, list) {
  const result = {};
  for (const [name, p] of Object.entries(list)) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseOnce(baseUrl, p));
    const of = (key) => runs.map((r) => r[key]);
    result[name] = {
      performance: median(of('performance')),
      performanceRuns: of('performance'),
      accessibility: Math.min(...of('accessibility')),
      accessibilityRuns: of('accessibility'),
      lcpMs: median(of('lcpMs')),
      lcpMsRuns: of('lcpMs'),
      fcpMs: median(of('fcpMs')),
      tbtMs: median(of('tbtMs')),
      cls: median(of('cls')),
      lcpElement: runs.at(-1).lcpElement,
      route: p.route.split('?')[0],
      landedOn: new URL(runs.at(-1).finalUrl).hash.split('?')[0].slice(1),
    };
    console.log(`  lighthouse ${name}: performance ${of('performance').join(', ')}; accessibility ${of('accessibility').join(', ')}; LCP ${of('lcpMs').join(', ')} ms`);
  }
  return result;
}

const stack = await startStack({ env: QUICK });
try {
  const list = pages(await makeLinks(stack));
  const javascript = await measureJavaScript(stack.url, list);
  const { cover, login, records, consent } = list;
  const lighthouse = await measureLighthouse(stack.url, { cover, login, records, consent });
  writeFileSync(out, JSON.stringify({ javascript, lighthouse }, null, 2) + '\n');
} finally {
  await stack.stop();
}
