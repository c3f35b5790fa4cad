/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sizeBudget } from './scripts/size-budget.mjs';

// The dev server proxies the API to a running local stack (verity-local).
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
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 60_000,
  },
});
