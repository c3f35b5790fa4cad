import { useState, type ReactElement, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import AppProviders from '@/components/AppProviders';
import { LoginProvider } from '@/models/LoginProvider';
import { createQueryClient } from '@/services/queryClient';

/** A fetch Response with a JSON body. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

/** The calls a fetch mock received for a path (e.g. '/user/login'), as [url, init] pairs. */
export function callsTo(fetchMock: { mock: { calls: unknown[][] } }, path: string): [string, RequestInit][] {
  return (fetchMock.mock.calls as [RequestInfo | URL, RequestInit?][])
    .filter(([url]) => String(url).split('?')[0].endsWith(path))
    .map(([url, init]) => [String(url), init ?? {}]);
}

/** Replaces global fetch; the handler sees (url, init). */
export function mockFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fn = vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(handler(String(input), init ?? {})));
  vi.stubGlobal('fetch', fn);
  return fn;
}

/**
 * The app's providers with a fresh query cache per render, and the click wave disabled: the wave
 * renders in a React root of its own that outlives the test's tree and would update after jsdom
 * is gone.
 */
export function TestProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider wave={{ disabled: true }}>
      <AppProviders queryClient={queryClient}>{children}</AppProviders>
    </ConfigProvider>
  );
}

/** Renders inside the app's providers, the login model and a router at `path`. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', route = '*', extraRoutes }: { path?: string; route?: string; extraRoutes?: ReactNode } = {},
) {
  return render(
    <TestProviders>
      <LoginProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            {extraRoutes}
          </Routes>
        </MemoryRouter>
      </LoginProvider>
    </TestProviders>,
  );
}
