/**
 * The set-up every journey file shares: `setUp()` inside a `describe` starts the file's own local
 * stack and its browsers together before the first step and closes them after the last; the
 * handles it returns are usable inside steps (`const { page, errors } = browser`,
 * `stack.url`, `stack.post(…)`, `stack.nextText(…)`). Also the seeded accounts and the options the
 * journeys start stacks and browsers with.
 *
 * Each file has a stack of its own (a start costs under a second): the journeys assert the seeded
 * demo enterprise's exact balance, ledger, bell and order counts, which another file's steps on
 * the same stack would change.
 */
import { after, before } from 'node:test';
import { openBrowser } from './browser.mjs';
import { startStack } from './stack.mjs';

/** The seed's accounts (functions/user/src/seed.rs); one password for all. */
export const OWNER = { phone: '13800000000', password: 'Verity#2026' };
export const LOGISTICS_OWNER = { phone: '13800000001', password: 'Verity#2026' };
export const VIEWER = { phone: '13800000002', password: 'Verity#2026' };
export const OPS = { phone: '13800000009', password: 'Verity#2026' };

/** A 390 px phone, as the candidate and mobile journeys open it. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true };

/** Sandbox checks finish in 50 ms; codes to one phone may follow each other within a second. */
export const QUICK = { VERITY_SANDBOX_DELAY_MS: '50', VERITY_SMS_COOLDOWN_SECS: '1' };

/**
 * Registers the file's before/after hooks: a stack started with `env`, and one browser per entry
 * of `browsers` (name → openBrowser options), opened at the same time. Returns `{ stack, …names }`.
 */
export function setUp({ env = {}, browsers = { browser: {} } } = {}) {
  const started = {};
  const handles = { stack: late(started, 'stack') };
  for (const name of Object.keys(browsers)) handles[name] = late(started, name);

  before(async () => {
    const opening = Object.entries(browsers).map(async ([name, options]) => {
      started[name] = await openBrowser(options);
    });
    started.stack = await startStack({ env });
    await Promise.all(opening);
  });

  after(async () => {
    await Promise.all(Object.keys(browsers).map((name) => started[name]?.close()));
    await started.stack?.stop();
  });

  return handles;
}

/** A handle that reads the started object's properties (the hooks fill `started` later). */
function late(started, name) {
  return new Proxy(
    {},
    {
      get(_, key) {
        const target = started[name];
        if (!target) throw new Error(`${name} is not started: use it inside a step`);
        return target[key];
      },
    },
  );
}
