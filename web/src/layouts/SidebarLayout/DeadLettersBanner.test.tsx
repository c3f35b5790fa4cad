import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/test/enterprise';
import { renderApp } from '@/test/renderApp';
import { setLocale } from '@/i18n';

/** An ops page (or `path`) against an API whose dead-letter count is `total`; answers the calls it saw. */
function renderWith(total: number, options: { path?: string; role?: 'ops' | 'owner' } = {}) {
  const calls: string[] = [];
  renderApp({
    path: options.path ?? '/ops/invoices',
    signedIn: true,
    role: options.role ?? 'ops',
    api: (url) => {
      if (url.endsWith('/home/ops/deadLetters')) {
        calls.push(url);
        return ok({ total, queues: [{ name: 'verity-events-dlq', count: total }] });
      }
      if (url.includes('/finance/ops/')) return ok({ list: [], cursor: null });
      return undefined;
    },
  });
  return calls;
}

describe('dead letters on the ops pages', () => {
  it('warns with the count and the redrive command while events wait', async () => {
    setLocale('en-US');
    renderWith(3);
    const banner = await screen.findByTestId('dead-letters-banner');
    expect(banner).toHaveTextContent('3 event(s) failed and wait in the dead-letter queue — redrive with verity-local deadletters');
    expect(banner.querySelector('code')).toHaveTextContent('verity-local deadletters');
  });

  it('says it in Chinese too', async () => {
    setLocale('zh-CN');
    renderWith(1);
    const banner = await screen.findByTestId('dead-letters-banner');
    expect(banner).toHaveTextContent('1 个事件处理失败，正在死信队列中等待——请用 verity-local deadletters 重新投递');
    setLocale('en-US');
  });

  it('shows nothing when no event waits', async () => {
    const calls = renderWith(0);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('dead-letters-banner')).toBeNull();
  });

  it('is not asked for outside the platform operators', async () => {
    const calls = renderWith(5, { path: '/homePage', role: 'owner' });
    await screen.findByTestId('console-header');
    expect(calls).toEqual([]);
    expect(screen.queryByTestId('dead-letters-banner')).toBeNull();
  });
});
