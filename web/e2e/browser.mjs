/**
 * Debian's Chromium driven by playwright-core: headless, fresh temp user-data dir per
 * browser, a collector of console errors and page errors, and a count of each page's requests in
 * flight (for `settled` in wait.mjs).
 */
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { noteBody, noteUrl } from './canaries.mjs';
import { ARTIFACTS_DIR } from './stack.mjs';
import { trackRequests } from './wait.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One browser with its own fresh profile; returns its context and a close(). */
export async function openBrowser({ viewport = { width: 1280, height: 860 }, isMobile = false } = {}) {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'verity-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    locale: 'en-US',
    viewport,
    isMobile,
  });
  context.setDefaultTimeout(15_000);
  // Every URL requested and every API body sent or answered feeds the PII canaries.
  context.on('request', (request) => {
    noteUrl(request.url());
    if (request.url().includes('/api/base/')) noteBody(request.postData(), new URL(request.url()).pathname);
  });
  context.on('response', (response) => {
    if (response.url().includes('/api/base/')) {
      const pathname = new URL(response.url()).pathname;
      response.text().then((text) => noteBody(text, pathname), () => undefined);
    }
  });
  // Every page's requests are counted, for `settled` (wait.mjs).
  context.on('page', trackRequests);
  context.pages().forEach(trackRequests);
  const page = context.pages()[0] ?? (await context.newPage());
  trackRequests(page);
  const errors = watchErrors(page);
  return {
    context,
    page,
    errors,
    async close() {
      await context.close().catch(() => undefined);
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Collects `console` messages of type error and uncaught page errors. */
export function watchErrors(page) {
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()} @ ${page.url()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message} @ ${page.url()}`));
  return errors;
}

export async function screenshot(page, name) {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Opens an in-app route with a full page load: `${url}/#${route}`. */
export async function openRoute(page, baseUrl, route) {
  await page.goto('about:blank');
  await page.goto(`${baseUrl}/#${route}`, { waitUntil: 'load' });
}
