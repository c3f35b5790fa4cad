/**
 * Builds the public API reference (`npm run build`, after the SPA): Redoc (npm `redoc`, its
 * standalone bundle, self-hosted) renders the generated `docs/openapi.json` with the guide of
 * `api-guide.mjs` as its `info.description`, in English at `/docs/api` and in Chinese at
 * `/docs/api/zh`. Nothing of it is in the SPA's bundle, and no script is inline: the page loads
 * `/assets/redoc.standalone-<hash>.js` and `/assets/api-docs-<hash>.js` (hashed, cached for good),
 * which starts Redoc on `/docs/api[/zh]/openapi.json`, so the site's CSP (`script-src 'self'`)
 * holds, unchanged; Redoc's styles are injected (`style-src 'unsafe-inline'`, as antd's). Two
 * things of the standalone bundle would break that policy, and are changed as it is copied
 * ({@link selfHosted}): its search worker, built from a `blob:` URL (which `script-src 'self'`
 * refuses, leaving search dead), is written out as `/assets/redoc-search-<hash>.js` and started
 * from there; the Redocly logo of its footer, fetched from Redocly's CDN (refused by `img-src`, a
 * console error on every load), is not fetched (the footer shows its text only).
 *
 * Output (under `dist/`): `docs/api/index.html`, `docs/api/openapi.json`, `docs/api/zh/index.html`,
 * `docs/api/zh/openapi.json`, `assets/redoc.standalone-<hash>.js`, `assets/redoc-search-<hash>.js`,
 * `assets/api-docs-<hash>.js`, `assets/api-docs-<hash>.css`.
 *
 * Run alone: `node scripts/api-docs.mjs [distDir]`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import { guide } from './api-guide.mjs';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(WEB, '..');

/** Where each language's reference is served. */
export const PAGES = { en: '/docs/api', zh: '/docs/api/zh' };

/** The menu's groups of tags (Redoc's `x-tagGroups`): a tag no group names goes to the last one. */
const TAG_GROUPS = [
  { en: 'Background checks', zh: '背调', tags: ['order', 'batch', 'report', 'package', 'candidate', 'share', 'job'] },
  { en: 'Integrations', zh: '集成', tags: ['apiKey', 'webhook'] },
  { en: 'Account', zh: '账户', tags: ['enterprise', 'finance', 'home', 'notice', 'workOrder', 'user'] },
  { en: 'Other', zh: '其他', tags: ['file', 'region', 'data', 'sms'] },
];

/** What each tag is for, shown above its calls. */
const TAG_TEXT = {
  order: ['Background checks one at a time: place, follow, cancel, export.', '单个背调订单：下单、跟踪、取消、导出。'],
  batch: ['Many checks at once from a spreadsheet.', '通过表格批量下单。'],
  report: ['The report of a completed check, its versions and PDF.', '背调完成后的报告、版本与 PDF。'],
  package: ['The packages (sets of check items) an order uses.', '下单所用的套餐（核查项组合）。'],
  candidate: ['What the candidate sees: consent and disputes.', '候选人端：授权与异议。'],
  share: ['Links that share a report.', '报告分享链接。'],
  job: ['Job registrations: applicants register for a position.', '求职登记：应聘者为岗位登记信息。'],
  apiKey: ['API keys (console session only).', 'API 密钥（仅限控制台登录）。'],
  webhook: ['Webhook endpoints and deliveries (console session only).', 'Webhook 接收地址与投递记录（仅限控制台登录）。'],
  enterprise: ['The enterprise, its members and its audit log.', '企业信息、成员与操作日志。'],
  finance: ['Balance, recharges, invoices and statements.', '余额、充值、发票与对账单。'],
  home: ['The dashboard counters.', '首页统计。'],
  notice: ['The notices of the console bell.', '控制台消息通知。'],
  workOrder: ['Support work orders.', '工单。'],
  user: ['Sign-in and profile (console session only).', '登录与个人资料（仅限控制台登录）。'],
  file: ['Uploads (consent files, licences).', '文件上传（授权书、营业执照）。'],
  region: ['The region tree.', '行政区划。'],
  data: ['Reference data.', '基础数据。'],
  sms: ['Text message codes.', '短信验证码。'],
};

const hash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** The inputs the reference is made of, read from the repository. */
export function readInputs(root = ROOT) {
  return {
    openapi: JSON.parse(readFileSync(path.join(root, 'docs/openapi.json'), 'utf8')),
    errorCodes: readFileSync(path.join(root, 'docs/error-codes.md'), 'utf8'),
    sandboxSource: readFileSync(path.join(root, 'shared/adapters/src/sandbox.rs'), 'utf8'),
  };
}

/** The OpenAPI document Redoc renders for `lang`: the generated one with the guide, tags and groups. */
export function referenceSpec(lang, { openapi, errorCodes, sandboxSource }) {
  const spec = structuredClone(openapi);
  const zh = lang === 'zh';
  // The generated document's `license` (the crate's UNLICENSED) says nothing to an integrator:
  // the service contract governs the API's use.
  delete spec.info.license;
  spec.info = {
    ...spec.info,
    title: zh ? 'Verity API 文档' : 'Verity API reference',
    description: guide(lang, { errorCodes, sandboxSource }),
  };
  const used = [...new Set(Object.values(spec.paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])))];
  spec.tags = used.map((name) => ({ name, description: TAG_TEXT[name]?.[zh ? 1 : 0] ?? '' }));
  const grouped = new Set(TAG_GROUPS.flatMap((g) => g.tags));
  spec['x-tagGroups'] = TAG_GROUPS.map((g, i) => ({
    name: zh ? g.zh : g.en,
    tags: [...g.tags.filter((t) => used.includes(t)), ...(i === TAG_GROUPS.length - 1 ? used.filter((t) => !grouped.has(t)) : [])],
  })).filter((g) => g.tags.length);
  const bearer = spec.components?.securitySchemes?.bearer;
  if (bearer)
    bearer.description = zh
      ? 'API 密钥（`vk_live_…` 或沙箱 `vk_test_…`，在控制台"开发者"页创建），或控制台的登录令牌。'
      : 'An API key (`vk_live_…`, or `vk_test_…` for the sandbox, made on the console\'s Developers page), or a console session token.';
  return spec;
}

/** Redoc's options: the console's colours, the system's fonts (nothing loaded from elsewhere). */
const REDOC_OPTIONS = {
  expandResponses: '200',
  jsonSampleExpandLevel: 3,
  hideHostname: true,
  nativeScrollbars: true,
  theme: {
    colors: { primary: { main: '#1f4fd1' } },
    typography: {
      fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Microsoft YaHei", Roboto, sans-serif',
      headings: { fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Microsoft YaHei", Roboto, sans-serif' },
      code: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
    },
    sidebar: { backgroundColor: '#f5f7fb' },
    rightPanel: { backgroundColor: '#0f2a6b' },
  },
};

/** Starts Redoc on the page's element: the document's address is its `data-spec`. */
const INIT = `/* Verity API reference: starts Redoc (scripts/api-docs.mjs). */
(function () {
  var el = document.getElementById('redoc');
  window.Redoc.init(el.getAttribute('data-spec'), ${JSON.stringify(REDOC_OPTIONS)}, el);
})();
`;

const CSS = `html, body { margin: 0; padding: 0; }
.api-docs-loading { font: 16px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", sans-serif; padding: 32px; color: #3b4660; }
`;

function page(lang, { redoc, init, css }) {
  const zh = lang === 'zh';
  const spec = `${PAGES[lang]}/openapi.json`;
  return `<!doctype html>
<html lang="${zh ? 'zh-CN' : 'en'}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${zh ? 'Verity API 文档' : 'Verity API reference'}</title>
    <meta name="description" content="${zh ? 'Verity 背调 API：密钥认证、幂等、错误码、分页、Webhook 签名校验与沙箱，附 curl 快速上手。' : 'The Verity background-check API: keys, idempotency, errors, pagination, webhook signatures and the sandbox, with a curl quick start.'}" />
    <link rel="alternate" hreflang="${zh ? 'en' : 'zh-CN'}" href="${PAGES[zh ? 'en' : 'zh']}" />
    <link rel="stylesheet" href="/assets/${css}" />
  </head>
  <body>
    <div id="redoc" data-spec="${spec}">
      <p class="api-docs-loading">${zh ? '正在加载 API 文档…' : 'Loading the API reference…'} <a href="${spec}">openapi.json</a></p>
    </div>
    <noscript><p class="api-docs-loading">${zh ? '此页面需要 JavaScript。OpenAPI 文档：' : 'This page needs JavaScript. The OpenAPI document:'} <a href="${spec}">${spec}</a></p></noscript>
    <script src="/assets/${redoc}"></script>
    <script src="/assets/${init}"></script>
  </body>
</html>
`;
}

const withoutSourceMap = (code) => code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');

const BLOB_WORKER = 'new Worker(URL.createObjectURL(new Blob([';
const LOGO = '"https://cdn.redoc.ly/redoc/logo-mini.svg"';

/**
 * Redoc's standalone bundle made to run under `script-src 'self'` and `img-src 'self' data:`:
 * its search worker's code (a string literal the bundle turns into a `blob:` URL) as a file of its
 * own, started by its address; the logo's address a data URL that fails to load (Redoc then hides
 * it). The build fails when the bundle no longer has the worker's shape (a Redoc upgrade).
 */
export function selfHosted(bundle, workerUrl) {
  const start = bundle.indexOf(BLOB_WORKER);
  if (start < 0 || bundle.indexOf(BLOB_WORKER, start + 1) >= 0) throw new Error('redoc.standalone.js: expected one blob worker (new Worker(URL.createObjectURL(new Blob([…]))))');
  const from = start + BLOB_WORKER.length;
  const quote = bundle[from];
  if (quote !== "'" && quote !== '"') throw new Error('redoc.standalone.js: the worker is not a string literal');
  let end = from + 1;
  while (bundle[end] !== quote) end += bundle[end] === '\\' ? 2 : 1;
  if (bundle.slice(end + 1, end + 4) !== ']))') throw new Error('redoc.standalone.js: the worker literal is not alone in its Blob');
  // The literal read as JavaScript reads it (escapes and all): it is the worker's code.
  // Neither source map is published.
  const worker = withoutSourceMap(runInNewContext(bundle.slice(from, end + 1)));
  // `new Worker(<blob URL>, {name})` becomes `new Worker("/assets/…", {name})`.
  const code = bundle.slice(0, start) + `new Worker(${JSON.stringify(workerUrl(worker))}` + bundle.slice(end + 4);
  return { code: withoutSourceMap(code).split(LOGO).join('"data:,"'), worker };
}

/** Writes the reference into `dist` (the SPA's build output); returns the files written, relative to it. */
export function buildApiDocs({ dist = path.join(WEB, 'dist'), inputs = readInputs() } = {}) {
  const require = createRequire(import.meta.url);
  let workerFile = '';
  const redocSource = readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
  const redocCode = selfHosted(redocSource, (worker) => {
    workerFile = `assets/redoc-search-${hash(worker)}.js`;
    return `/${workerFile}`;
  });
  const files = {
    [`assets/redoc.standalone-${hash(redocCode.code)}.js`]: redocCode.code,
    [workerFile]: redocCode.worker,
    [`assets/api-docs-${hash(INIT)}.js`]: INIT,
    [`assets/api-docs-${hash(CSS)}.css`]: CSS,
  };
  const [redoc, , init, css] = Object.keys(files).map((f) => path.basename(f));
  for (const lang of ['en', 'zh']) {
    const dir = PAGES[lang].slice(1);
    files[`${dir}/openapi.json`] = JSON.stringify(referenceSpec(lang, inputs));
    files[`${dir}/index.html`] = page(lang, { redoc, init, css });
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  }
  return Object.keys(files);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const written = buildApiDocs({ dist });
  console.log(`API reference: ${written.length} files (${Object.values(PAGES).join(', ')})`);
}
