/**
 * Waiting on conditions, never on the clock alone: `poll` for the API and the SMS outbox,
 * `settled` for a page (no request in flight, no animation running) before axe or a screenshot.
 */

const tick = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Calls `probe` every `everyMs` until it answers something truthy, which it returns; undefined
 * once `timeoutMs` has passed (the caller asserts, with its own message).
 */
export async function poll(probe, { timeoutMs = 5_000, everyMs = 50 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() >= deadline) return undefined;
    await tick(everyMs);
  }
}

const inFlight = new WeakMap();

/** Counts `page`'s requests in flight (openBrowser does it for every page of its context). */
export function trackRequests(page) {
  if (inFlight.has(page)) return;
  const pending = new Set();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  // A new document drops the old one's requests (their events may never come).
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) {
      for (const request of pending) if (request.frame() === frame && request.isNavigationRequest() === false) pending.delete(request);
    }
  });
}

/** Quiet this long with nothing in flight counts as "the network is idle". */
const QUIET_MS = 150;
const SETTLE_TIMEOUT_MS = 15_000;

/**
 * Waits until the page has settled: its load event, no request in flight for 150 ms, no finite
 * CSS animation or transition running (antd's motion; spinners loop forever and do not count),
 * and the fonts loaded.
 */
export async function settled(page) {
  await page.waitForLoadState('load');
  const pending = inFlight.get(page);
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  if (pending) {
    let quietSince = pending.size ? 0 : Date.now();
    while (!quietSince || Date.now() - quietSince < QUIET_MS) {
      if (Date.now() > deadline) {
        throw new Error(`requests still in flight after ${SETTLE_TIMEOUT_MS} ms: ${[...pending].map((r) => r.url()).join(', ')}`);
      }
      await tick(25);
      if (pending.size) quietSince = 0;
      else if (!quietSince) quietSince = Date.now();
    }
  } else {
    await page.waitForLoadState('networkidle');
  }
  const still = await poll(
    () =>
      page.evaluate(async () => {
        const frame = () => new Promise((r) => (requestAnimationFrame(() => r()), setTimeout(r, 100)));
        const running = () =>
          document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
        await document.fonts.ready;
        if (running()) return false;
        // Motion libraries start a transition a frame or two after a class change.
        await frame();
        await frame();
        return !running();
      }),
    { timeoutMs: SETTLE_TIMEOUT_MS, everyMs: 25 },
  );
  if (!still) throw new Error(`animations still running after ${SETTLE_TIMEOUT_MS} ms`);
}

/** Waits until every canvas of the page (charts) draws the same pixels three frames running. */
export async function canvasesStill(page) {
  const still = await poll(
    () =>
      page.evaluate(async () => {
        const frame = () => new Promise((r) => (requestAnimationFrame(() => r()), setTimeout(r, 100)));
        const pixels = () => [...document.querySelectorAll('canvas')].map((c) => c.toDataURL()).join('|');
        const first = pixels();
        for (let i = 0; i < 3; i += 1) await frame();
        return pixels() === first;
      }),
    { timeoutMs: SETTLE_TIMEOUT_MS, everyMs: 25 },
  );
  if (!still) throw new Error(`a canvas still changing after ${SETTLE_TIMEOUT_MS} ms`);
}
