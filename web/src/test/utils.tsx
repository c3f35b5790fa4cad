import type { ReactElement, ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import MessageBridge from '../components/MessageBridge';
import { LoginProvider } from '../models/LoginProvider';

/** A fetch Response with a JSON body. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}

export function ok<T>(data: T, code = 0) {
  return jsonResponse({ code, msg: code === 0 ? 'ok' : 'failed', data });
}

/** Replaces global fetch; the handler sees (url, init). */
export function mockFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fn = vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(handler(String(input), init ?? {})));
  vi.stubGlobal('fetch', fn);
  return fn;
}

/**
 * antd's App with the message bridge, and the click wave disabled: the wave renders in a
 * React root of its own that outlives the test's tree and would update after jsdom is gone.
 */
export function TestAntApp({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider wave={{ disabled: true }}>
      <AntApp>
        <MessageBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

/** Renders inside antd's App, the login model and a router at `path`. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', route = '*', extraRoutes }: { path?: string; route?: string; extraRoutes?: ReactNode } = {},
) {
  return render(
    <TestAntApp>
      <LoginProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            {extraRoutes}
          </Routes>
        </MemoryRouter>
      </LoginProvider>
    </TestAntApp>,
  );
}
