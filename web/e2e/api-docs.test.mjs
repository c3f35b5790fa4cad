/**
 * The public API reference (issue 28, `scripts/api-docs.mjs`): what `npm run build` wrote into
 * `dist/docs/api` holds every call of `docs/openapi.json` and every section of the guide in both
 * languages; the CDN's viewer-request function maps `/docs/api[/zh]` to their own pages; the
 * signature recipes of the guide (openssl, Node, Python) accept a delivery signed as the contract
 * says and refuse a changed body or an old timestamp; and the local stack serves the reference at
 * `/docs/api` under the SPA's strict CSP, where Redoc renders it (and searches it) without a single
 * console error. Screenshots: `e2e/artifacts/api-docs-{en,zh}[-phone].png`.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, it } from 'node:test';
import { SECTIONS, VERIFY_NODE, VERIFY_PYTHON, VERIFY_SHELL } from '../scripts/api-guide.mjs';
import { PAGES } from '../scripts/api-docs.mjs';
import { PHONE, setUp } from './suite.mjs';
import { ARTIFACTS_DIR, DIST_DIR, WEB_DIR } from './stack.mjs';

const ROOT = path.resolve(WEB_DIR, '..');
const SOURCE = JSON.parse(readFileSync(path.join(ROOT, 'docs/openapi.json'), 'utf8'));
const built = (lang) => JSON.parse(readFileSync(path.join(DIST_DIR, PAGES[lang].slice(1), 'openapi.json'), 'utf8'));
/** The first screen of a page (the reference's whole height would be tens of thousands of pixels). */
async function shot(page, name) {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`) });
}

const operations = (doc) => Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([method, op]) => ({ path: p, method, id: op.operationId })));

describe('API reference: the build output', () => {
  it('holds every path and operation id of docs/openapi.json, in both languages', () => {
    const expected = operations(SOURCE);
    assert.ok(expected.length > 100, `only ${expected.length} operations in docs/openapi.json`);
    for (const lang of ['en', 'zh']) {
      const doc = built(lang);
      assert.deepEqual(operations(doc), expected, `${lang}: the operations differ from docs/openapi.json`);
      assert.ok(expected.every((op) => op.id), 'an operation without an id');
      // Every tag is in a menu group (Redoc hides the calls of a tag no group names).
      const grouped = new Set(doc['x-tagGroups'].flatMap((g) => g.tags));
      const tags = new Set(Object.values(doc.paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])));
      assert.deepEqual([...tags].filter((t) => !grouped.has(t)), [], `${lang}: tags in no group`);
    }
  });

  it('has the guide: each section, the error code table and the sandbox rules, in English and Chinese', () => {
    const codes = readFileSync(path.join(ROOT, 'docs/error-codes.md'), 'utf8')
      .split('\n')
      .filter((l) => /^\| -?\d+ \|/.test(l))
      .map((l) => l.split(' | ')[0].slice(2));
    assert.ok(codes.length > 50);
    for (const lang of ['en', 'zh']) {
      const guide = built(lang).info.description;
      for (const section of SECTIONS[lang]) assert.match(guide, new RegExp(`^# ${section.replace(/[()]/g, '\\$&')}$`, 'm'), `${lang}: no section ${section}`);
      for (const code of codes) assert.ok(guide.includes(`| ${code} | \``), `${lang}: code ${code} is not in the table`);
      assert.ok(guide.includes('Authorization: Bearer vk_test_'), `${lang}: no curl with a key`);
      for (const call of ['order/create', 'order/detail', 'report/detail']) assert.ok(guide.includes(`/api/base/${call}`), `${lang}: the quick start skips ${call}`);
      for (const event of ['order.created', 'order.authorized', 'order.completed', 'order.canceled', 'order.suspended', 'report.updated', 'report.disputed', 'batch.completed', 'balance.low'])
        assert.ok(guide.includes(`\`${event}\``), `${lang}: event ${event} missing`);
      // The sandbox's test ID numbers come from the provider's code, not a copy.
      assert.ok(guide.includes('110101199001010007') && guide.includes('310115197001019999'), `${lang}: the sandbox test IDs`);
      assert.ok(guide.includes('`1111`') && guide.includes('`9999`'), `${lang}: the phone-suffix rules`);
    }
    assert.match(built('zh').info.description, /沙箱结果[\s\S]*尾号/);
  });

  it('loads its scripts from the origin only, none inline', () => {
    for (const lang of ['en', 'zh']) {
      const html = readFileSync(path.join(DIST_DIR, PAGES[lang].slice(1), 'index.html'), 'utf8');
      const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      assert.equal(scripts.length, 2);
      for (const [, attrs, body] of scripts) {
        assert.match(attrs, /src="\/assets\/[\w.-]+\.js"/);
        assert.equal(body.trim(), '');
      }
      assert.match(html, new RegExp(`data-spec="${PAGES[lang]}/openapi.json"`));
      assert.doesNotMatch(readFileSync(path.join(DIST_DIR, html.match(/src="\/(assets\/redoc\.standalone-[\w]+\.js)"/)[1]), 'utf8'), /cdn\.redoc\.ly|createObjectURL\(new Blob/);
    }
  });
});

describe('API reference: the CDN', () => {
  it("template.yaml's viewer-request function opens the reference's pages, the SPA elsewhere", () => {
    const template = readFileSync(path.join(ROOT, 'template.yaml'), 'utf8');
    const block = template.slice(template.indexOf('  SpaRoutes:'));
    const code = block
      .slice(block.indexOf('FunctionCode: |') + 'FunctionCode: |'.length)
      .split('\n')
      .slice(1)
      .filter((_, i, lines) => lines.slice(0, i + 1).every((l) => l.startsWith('        ') || l.trim() === ''))
      .join('\n');
    const handler = runInNewContext(`${code}\nhandler`);
    const uri = (u) => handler({ request: { uri: u } }).uri;
    assert.equal(uri('/docs/api'), '/docs/api/index.html');
    assert.equal(uri('/docs/api/'), '/docs/api/index.html');
    assert.equal(uri('/docs/api/zh'), '/docs/api/zh/index.html');
    assert.equal(uri('/docs/api/zh/'), '/docs/api/zh/index.html');
    assert.equal(uri('/docs/api/openapi.json'), '/docs/api/openapi.json');
    assert.equal(uri('/login'), '/index.html');
    assert.equal(uri('/docs'), '/index.html');
    assert.equal(uri('/assets/index-abc.js'), '/assets/index-abc.js');
  });
});

describe('API reference: the signature recipes', () => {
  const secret = 'whsec_' + 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v';
  const body = '{"id":"evt_1","type":"order.completed","createdAt":1764230400000,"livemode":true,"enterpriseId":"ent_1","data":{"orderId":"ord_1","orderNo":"BG1","status":"completed"}}';
  // As the contract signs: hex HMAC-SHA256 keyed by the secret over "<t>.<raw body>".
  const sign = (t, text = body) => `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${text}`).digest('hex')}`;
  // Read at each signing: a slow start must not carry a timestamp across the 300 s window's edge.
  const now = () => Math.floor(Date.now() / 1000);
  const dir = mkdtempSync(path.join(tmpdir(), 'verity-recipes-'));

  it('Node', async () => {
    writeFileSync(path.join(dir, 'verify.mjs'), VERIFY_NODE);
    const { verifySignature } = await import(pathToFileURL(path.join(dir, 'verify.mjs')).href);
    assert.equal(verifySignature(secret, sign(now()), Buffer.from(body)), true);
    assert.equal(verifySignature(secret, sign(now()), Buffer.from(body.replace('completed', 'canceled'))), false);
    assert.equal(verifySignature(secret, sign(now() - 330), Buffer.from(body)), false);
    assert.equal(verifySignature(secret, sign(now() + 330), Buffer.from(body)), false);
    assert.equal(verifySignature('whsec_other', sign(now()), Buffer.from(body)), false);
    assert.equal(verifySignature(secret, 'v1=00', Buffer.from(body)), false);
  });

  it('Python', () => {
    const script = `${VERIFY_PYTHON}

import json, sys
cases = json.loads(sys.argv[1])
print(json.dumps([verify_signature(c["secret"], c["header"], c["body"].encode()) for c in cases]))`;
    const cases = [
      { secret, header: sign(now()), body },
      { secret, header: sign(now()), body: body + ' ' },
      { secret, header: sign(now() - 330), body },
      { secret: 'whsec_other', header: sign(now()), body },
      { secret, header: 'garbage', body },
    ];
    const out = execFileSync('python3', ['-c', script, JSON.stringify(cases)], { encoding: 'utf8' });
    assert.deepEqual(JSON.parse(out), [true, false, false, false, false]);
  });

  it('openssl in the shell', () => {
    const run = (header, text) => {
      writeFileSync(path.join(dir, 'body.json'), text);
      const [t, v1] = header.split(',').map((p) => p.slice(p.indexOf('=') + 1));
      return execFileSync('bash', ['-c', VERIFY_SHELL], { cwd: dir, encoding: 'utf8', env: { ...process.env, WHSEC: secret, T: t, V1: v1 } }).trim();
    };
    assert.equal(run(sign(now()), body), 'valid');
    // The raw body as received, to the byte (a trailing newline is part of it).
    assert.equal(run(sign(now(), `${body}\n`), `${body}\n`), 'valid');
    assert.equal(run(sign(now()), `${body}\n`), 'invalid');
    assert.equal(run(sign(now() - 330), body), 'invalid');
  });
});

describe('API reference: served by the local stack', () => {
  const DESKTOP = { width: 1440, height: 900 };
  const { stack, browser } = setUp({ browsers: { browser: { viewport: DESKTOP } } });
  // Redoc renders the whole document (some 44,000 elements) in one go and then indexes it for
  // search: seconds of CPU on an idle machine, far more beside the other suites. So each language
  // is rendered once, the phone layout is checked by narrowing the same page, and the waits on
  // this page get a generous bound.
  const RENDERED = 120_000;

  it('/docs/api answers the reference under the SPA policy, unchanged', async () => {
    for (const lang of ['en', 'zh']) {
      const res = await fetch(`${stack.url}${PAGES[lang]}`);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type'), /text\/html/);
      assert.match(await res.text(), /<div id="redoc" data-spec=/);
      const spa = await fetch(`${stack.url}/`);
      assert.equal(res.headers.get('content-security-policy'), spa.headers.get('content-security-policy'));
      assert.match(res.headers.get('content-security-policy'), /script-src 'self';/);
    }
  });

  for (const [lang, title, sections, searchFor, searchHit] of [
    ['en', 'Verity API reference', SECTIONS.en, 'idempotency', /Idempotency/],
    ['zh', 'Verity API 文档', SECTIONS.zh, 'webhook', /事件推送（Webhook）/],
  ]) {
    it(`renders the ${lang === 'en' ? 'English' : 'Chinese'} reference: the guide, the calls, a working search, no console error`, async () => {
      const { page, errors } = browser;
      errors.length = 0;
      page.setDefaultTimeout(RENDERED);
      await page.goto(`${stack.url}${PAGES[lang]}`, { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: new RegExp(`^${title}`) }).waitFor();
      const menu = page.locator('.menu-content');
      for (const section of sections) await menu.getByText(section, { exact: true }).first().waitFor();
      // An operation of the document, by its summary, in the menu.
      await menu.getByText(SOURCE.paths['/api/base/order/create'].post.summary, { exact: false }).first().waitFor({ state: 'attached' });
      // Search runs in the self-hosted worker (a blob: worker would be refused by the CSP).
      const search = page.getByRole('textbox').first();
      await search.fill(searchFor);
      const results = page.locator('[data-role="search:results"] li');
      await results.first().waitFor();
      assert.match((await results.allTextContents()).join(' | '), searchHit);
      await search.fill('');
      await shot(page, `api-docs-${lang}`);
      assert.deepEqual(errors, []);

      // A phone's width: the same render, narrowed (Redoc's layout follows the viewport's width).
      await page.setViewportSize(PHONE.viewport);
      await page.getByRole('heading', { level: 1, name: new RegExp(`^${title}`) }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 1, `the phone layout scrolls sideways by ${overflow} px`);
      await shot(page, `api-docs-${lang}-phone`);
      assert.deepEqual(errors, []);
      await page.setViewportSize(DESKTOP);
    });
  }
});
