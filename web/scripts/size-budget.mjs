/**
 * The weight budget of the SPA, checked by every production build (`npm run build`, which the
 * test command runs): a Vite plugin that, once the bundle is written, adds up the gzip size of
 * the JavaScript each route loads before any interaction and fails the build when
 *
 * - a public route (every route outside the console: cover, sign-in screens, legal pages, 404,
 *   onboarding, the QR confirmation) loads more than 200 KB gzip of JS;
 * - a public route loads any console code (the sidebar layout and what only it uses);
 * - a page's own JS (what opening it adds to the entry) is more than 130 KB gzip (120 KB until antd's
 *   message code left the entry for the pages that show toasts: what a console route loads in all
 *   did not grow).
 *
 * What a route loads: the entry chunk and its static imports, plus the route's page chunk(s)
 * and their static imports (Vite preloads those with the page). Chunks a page loads later, on
 * interaction (the QR tab, the visitor dialog), are pages of their own here.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { ROUTE_TABLE } from '../src/router/routeTable.js';
import { gzipSync } from 'node:zlib';

export const KB = 1024;
export const PUBLIC_ROUTE_BUDGET = 200 * KB;
export const PAGE_CHUNK_BUDGET = 130 * KB;

/** The page module a route table `page` names (relative to web/): a file of that name, or its folder's index. */
function pageFile(page) {
  const base = `src/pages/${page}`;
  // As the bundler resolves it: a file of that name first, then the folder's index.
  const file = [`${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`].find((f) => existsSync(new URL(`../${f}`, import.meta.url)));
  if (!file) throw new Error(`routeTable.js names page ${page}, which has no module under src/pages`);
  return file;
}

const LAYOUT = 'src/layouts/SidebarLayout/index.tsx';

/**
 * Routes measured: one per page module of the route table (src/router/routeTable.js), with the
 * paths that show it; a console route (one with a `right`) loads the sidebar layout too. Then what
 * the table does not name: the 404 page and the work-order form that opens over its list.
 */
function tableRoutes() {
  const byPage = new Map();
  for (const r of ROUTE_TABLE.filter((r) => 'page' in r)) {
    const key = `${r.page}|${'right' in r}`;
    byPage.set(key, [...(byPage.get(key) ?? []), r]);
  }
  return [...byPage.values()].map((group) => {
    const paths = group.map((r) => r.path).join(', ');
    const page = pageFile(group[0].page);
    return 'right' in group[0] ? { route: `${paths} (console)`, pages: [LAYOUT, page] } : { route: paths, pages: [page], public: true };
  });
}

export const ROUTES = [
  ...tableRoutes(),
  { route: '/no/such/page (404)', pages: ['src/pages/exception/notFound/index.tsx'], public: true },
  { route: '/workOrder?new=1 (console, the form open)', pages: [LAYOUT, 'src/pages/workOrder/list/index.tsx', 'src/pages/workOrder/list/NewWorkOrderModal.tsx'] },
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
