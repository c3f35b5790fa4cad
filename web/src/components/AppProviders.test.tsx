import { act, render, screen } from '@testing-library/react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { getLocale, setLocale } from '@/i18n';
import AppProviders from './AppProviders';

afterEach(() => setLocale('en-US'));

function Probe() {
  // A reply whose text comes in the language it was asked in.
  const q = useQuery({ queryKey: ['probe'], queryFn: async () => (getLocale() === 'zh-CN' ? '未发现涉诉记录。' : 'No court records found.') });
  return <p>{q.data ?? '…'}</p>;
}

function MotionProbe() {
  const { token } = theme.useToken();
  return <p>{token.motion ? 'motion' : 'still'}</p>;
}

/** matchMedia answering `reduce` for the reduced-motion query; answers the restore. */
function systemAsksForLessMotion(): () => void {
  const before = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...before(query),
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = before;
  };
}

describe('AppProviders', () => {
  it("antd's components move unless the reader's system asks for less motion", () => {
    const client = new QueryClient();
    const { unmount } = render(
      <AppProviders queryClient={client}>
        <MotionProbe />
      </AppProviders>,
    );
    expect(screen.getByText('motion')).toBeInTheDocument();
    unmount();

    const restore = systemAsksForLessMotion();
    try {
      render(
        <AppProviders queryClient={client}>
          <MotionProbe />
        </AppProviders>,
      );
      expect(screen.getByText('still')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('a switch of language fetches the texts on screen again, in the new language', async () => {
    setLocale('en-US');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    render(
      <AppProviders queryClient={client}>
        <Probe />
      </AppProviders>,
    );
    expect(await screen.findByText('No court records found.')).toBeInTheDocument();
    act(() => setLocale('zh-CN'));
    expect(await screen.findByText('未发现涉诉记录。')).toBeInTheDocument();
  });
});
