import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { afterEach, vi } from 'vitest';
import { resetLocale } from '@/i18n';
import { dropWaitingToasts, resetToasts } from '@/utils/feedback';

// The test files share one module graph per worker (`isolate: false` in vite.config.ts): each
// file starts from the state a fresh page has, as if it had its own.
resetToasts();
resetLocale();
document.body.replaceChildren();

// Lazy page chunks are transformed on first import; on two busy cores (the test command runs
// the web checks beside the Rust build, Chromium and the Rust tests) that can take many seconds.
configure({ asyncUtilTimeout: 30_000 });

// TanStack Query batches its updates on a zero-delay timer; tests that fake timers would see a
// reply only at their next clock step. A microtask delivers it as soon as it arrived.
notifyManager.setScheduler(queueMicrotask);

// jsdom lacks these browser APIs that antd relies on.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
// antd's QRCode draws on a canvas; jsdom has none.
HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];

afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  // React's scheduler may still have work queued (passive effects of the unmount, late state
  // updates); let it run while jsdom is still around rather than after the file tears it down.
  await new Promise((resolve) => setTimeout(resolve, 20));
  window.localStorage.clear();
  window.sessionStorage.clear();
  dropWaitingToasts();
  window.location.hash = '';
});
