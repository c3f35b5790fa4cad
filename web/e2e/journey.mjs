/**
 * A journey is a sequence of steps that build on each other: once one fails, the later ones are
 * skipped (instead of each timing out on a page the failed step never reached).
 */
import { it } from 'node:test';

export function journey() {
  let broken = false;
  return function step(name, fn) {
    it(name, async (t) => {
      if (broken) {
        t.skip('an earlier step of the journey failed');
        return;
      }
      try {
        await fn(t);
      } catch (error) {
        broken = true;
        throw error;
      }
    });
  };
}
