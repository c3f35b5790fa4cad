/**
 * The weight budget of the SPA, checked by every production build (`npm run build`, which the
 * test command runs): a Vite plugin that, once the bundle is written, adds up the gzip size of
 * the JavaScript each route loads before any interaction and fails the build when
 *
 * - a public route (every route outside the console: cover, sign-in screens, legal pages, 404,
 *   onboarding, the QR confirmation) loads more than 200 KB gzip of JS;
 * - a public route loads any console code (the sidebar layout and what only it uses);
 * - a page's own JS (what opening it adds to the entry) is more than 120 KB gzip.
 *
 * What a route loads: the entry chunk and its static imports, plus the route's page chunk(s)
 * and their static imports (Vite preloads those with the page). Chunks a page loads later, on
 * interaction (the QR tab, the visitor dialog), are pages of their own here.
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export const KB = 1024;
export const PUBLIC_ROUTE_BUDGET = 200 * KB;
export const PAGE_CHUNK_BUDGET = 120 * KB;

/** Routes measured: the page modules each one loads (paths relative to web/). */
export const ROUTES = [
  { route: '/', pages: ['src/pages/home/cover/index.tsx'], public: true },
  { route: '/login', pages: ['src/pages/user/login/index.tsx'], public: true },
  { route: '/register', pages: ['src/pages/user/register/index.tsx'], public: true },
  { route: '/resetPassword', pages: ['src/pages/user/resetPassword/index.tsx'], public: true },
  { route: '/serviceContract', pages: ['src/pages/legal/index.tsx'], public: true },
  { route: '/no/such/page (404)', pages: ['src/pages/exception/notFound/index.tsx'], public: true },
  { route: '/qrConfirm', pages: ['src/pages/user/qrConfirm/index.tsx'], public: true },
  { route: '/ei', pages: ['src/pages/onboarding/index.tsx'], public: true },
  { route: '/enterSuccess', pages: ['src/pages/onboarding/enterSuccess/index.tsx'], public: true },
  { route: '/checkPhone, /consent', pages: ['src/pages/candidate/index.ts'], public: true },
  { route: '/reportDetail', pages: ['src/pages/report/detail/index.tsx'], public: true },
  { route: '/sr, /report, /reportMobile', pages: ['src/pages/report/mobile/index.tsx'], public: true },
  { route: '/dispute', pages: ['src/pages/candidate/dispute/index.tsx'], public: true },
  { route: '/verifyReport', pages: ['src/pages/report/verify/index.tsx'], public: true },
  { route: '/jobApply', pages: ['src/pages/job/apply/index.tsx'], public: true },
  { route: '(a public screen not built yet)', pages: ['src/pages/exception/notBuilt/index.tsx'], public: true },
  { route: '/reportDetail/edit (console)', pages: ['src/layouts/SidebarLayout/index.tsx', 'src/pages/report/edit/index.tsx'] },
  { route: '/ops/disputes (console)', pages: ['src/layouts/SidebarLayout/index.tsx', 'src/pages/ops/disputes/index.tsx'] },
  { route: '/workOrder (console)', pages: ['src/layouts/SidebarLayout/index.tsx', 'src/pages/workOrder/list/index.tsx'] },
  { route: '/workOrder?new=1 (console, the form open)', pages: ['src/layouts/SidebarLayout/index.tsx', 'src/pages/workOrder/list/index.tsx', 'src/pages/workOrder/list/NewWorkOrderModal.tsx'] },
  { route: '/workOrder/detail (console)', pages: ['src/layouts/SidebarLayout/index.tsx', 'src/pages/workOrder/detail/index.tsx'] },
  { route: '/ops/workOrders (console)', pages: ['src/layouts/SidebarLayout/index.tsx', 'src/pages/ops/workOrders/index.tsx'] },
  { route: '/ops/workOrders/detail (console)', pages: ['src/layouts/SidebarLayout/index.tsx', 'src/pages/ops/workOrders/detail/index.tsx'] },
  { route: '/jobRegistration/detail (console)', pages: ['src/layouts/SidebarLayout/index.tsx', 'src/pages/job/detail/index.tsx'] },
  { route: '/homePage (console)', pages: ['src/layouts/SidebarLayout/index.tsx', 'src/pages/home/dashboard/index.tsx'] },
  { route: '(a console screen not built yet)', pages: ['src/layouts/SidebarLayout/index.tsx', 'src/pages/exception/notBuilt/console.tsx'] },
];

/** Modules that belong to the console: a public route must not load any of them. */
const CONSOLE_MODULE = /\/src\/layouts\/|\/node_modules\/antd\/es\/(menu|layout|dropdown|drawer)\//;

const normalise = (id) => id.replace(/\\/g, '/');

/** Sizes and module lists per chunk file, from the written bundle. */
function chunkTable(bundle) {
  const chunks = new Map();
  for (const [file, out] of Object.entries(bundle)) {
    if (out.type !== 'chunk' || !file.endsWith('.js')) continue;
    chunks.set(file, {
      file,
      gzip: gzipSync(out.code, { level: 9 }).length,
      imports: out.imports ?? [],
      dynamicImports: out.dynamicImports ?? [],
      isEntry: out.isEntry,
      facade: out.facadeModuleId ? normalise(out.facadeModuleId) : null,
      modules: Object.keys(out.modules ?? {}).map(normalise),
    });
  }
  return chunks;
}

function closure(chunks, roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file) || !chunks.has(file)) continue;
    seen.add(file);
    stack.push(...chunks.get(file).imports);
  }
  return seen;
}

const sum = (chunks, files) => [...files].reduce((n, f) => n + chunks.get(f).gzip, 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Measures a bundle; returns the report lines and the budget failures. */
export function measure(bundle, routes = ROUTES) {
  const chunks = chunkTable(bundle);
  const entries = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.file);
  const base = closure(chunks, entries);
  const byFacade = (page) => [...chunks.values()].find((c) => c.facade?.endsWith(`/${page}`));
  const lines = [`entry: ${kb(sum(chunks, base))} gzip JS (${base.size} files)`];
  const failures = [];

  for (const r of routes) {
    const pageChunks = r.pages.map((p) => {
      const chunk = byFacade(p);
      if (!chunk) failures.push(`${r.route}: no chunk for ${p}`);
      return chunk?.file;
    });
    const files = closure(chunks, [...entries, ...pageChunks.filter(Boolean)]);
    const total = sum(chunks, files);
    lines.push(`${r.route}: ${kb(total)} gzip JS before interaction (${files.size} files)`);
    if (r.public && total > PUBLIC_ROUTE_BUDGET) {
      failures.push(`${r.route} loads ${kb(total)} gzip JS, above the ${kb(PUBLIC_ROUTE_BUDGET)} budget of a public route`);
    }
    if (r.public) {
      const console_ = [...files].flatMap((f) => chunks.get(f).modules.filter((m) => CONSOLE_MODULE.test(m)));
      if (console_.length) failures.push(`${r.route} loads console code: ${console_.slice(0, 5).join(', ')}`);
    }
  }

  // Every lazily loaded chunk: what it adds to the entry. A section only a page loads later (its
  // importers are all lazily loaded pages) is measured by what it adds to the page that opens it.
  const lazyImporters = (file) => [...chunks.values()].filter((c) => c.dynamicImports.includes(file));
  for (const chunk of chunks.values()) {
    if (chunk.isEntry || !chunk.facade || base.has(chunk.file)) continue;
    const importers = lazyImporters(chunk.file);
    const section = importers.length > 0 && importers.every((c) => !c.isEntry && !base.has(c.file));
    const already = (importer) => (section ? closure(chunks, [importer.file]) : new Set());
    const own = (section ? importers : [null])
      .map((importer) => [...closure(chunks, [chunk.file])].filter((f) => !base.has(f) && !(importer && already(importer).has(f))))
      .reduce((largest, files) => (sum(chunks, files) > sum(chunks, largest) ? files : largest), []);
    const size = sum(chunks, own);
    if (size > PAGE_CHUNK_BUDGET) {
      failures.push(`${chunk.facade.replace(/.*\/src\//, 'src/')} adds ${kb(size)} gzip JS, above the ${kb(PAGE_CHUNK_BUDGET)} budget of a page`);
    }
  }
  return { lines, failures };
}

function report(bundle) {
  return Object.fromEntries(
    Object.entries(bundle)
      .filter(([, out]) => out.type === 'chunk')
      .map(([file, out]) => [
        file,
        {
          gzip: gzipSync(out.code, { level: 9 }).length,
          imports: out.imports,
          dynamicImports: out.dynamicImports,
          modules: Object.fromEntries(Object.entries(out.modules).map(([id, m]) => [normalise(id).replace(/^.*\/web\//, ''), m.renderedLength])),
        },
      ]),
  );
}

/** The Vite plugin: reports the sizes and fails the build on a broken budget. */
export function sizeBudget() {
  return {
    name: 'verity-size-budget',
    apply: 'build',
    writeBundle(_options, bundle) {
      // SIZE_REPORT=<file>: where each chunk's modules and their rendered sizes go, to find what weighs.
      if (process.env.SIZE_REPORT) writeFileSync(process.env.SIZE_REPORT, JSON.stringify(report(bundle), null, 1));
      const { lines, failures } = measure(bundle);
      console.log(`\nsize budget (gzip):\n  ${lines.join('\n  ')}`);
      if (failures.length) this.error(`size budget exceeded:\n  ${failures.join('\n  ')}`);
    },
  };
}
