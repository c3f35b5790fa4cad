import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sizeBudget } from './scripts/size-budget.mjs';

// The dev server proxies the API to a running local stack (verity-local).
/** Test files that replace a module with `vi.mock`. */
const MOCKS_MODULES = ['src/pages/home/dashboard/index.test.tsx'];

const apiTarget = process.env.VERITY_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/',
  // The build fails when a route breaks its weight budget (scripts/size-budget.mjs).
  plugins: [react(), sizeBudget()],
  // `@/…` is `src/…` (tsconfig.json `paths` says the same to TypeScript); same-folder imports stay `./…`.
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    // Every browser the SPA supports knows modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // Imported constants (the generated `ErrorCode.X`) are inlined where they are used, so no page
    // carries the catalogue's numbers as shared variables of the entry chunk.
    rolldownOptions: { optimization: { inlineConst: { mode: 'all', pass: 1 } } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // A guard against a hang, not a measure: in the test command the unit tests share two cores
    // with the Rust build, Chromium and the Rust tests, and a form journey that takes 3 s alone
    // once took over 60 s there.
    testTimeout: 180_000,
    // Loading jsdom, React and antd again for each file was 40% of the suite's time: the files
    // share a worker's module graph (setup.ts resets the app's module state for each), except
    // the files that replace a module (vi.mock), which need one of their own.
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, include: ['src/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...MOCKS_MODULES] } },
      { extends: true, test: { name: 'own-modules', include: MOCKS_MODULES } },
    ],
  },
});
