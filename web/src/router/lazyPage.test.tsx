import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadTimeoutError, withTimeout } from './chunk';
import { lazyPage } from './lazyPage';
import { TestProviders } from '@/test/utils';

function Hello({ who }: { who: string }) {
  return <p>hello {who}</p>;
}

describe('lazyPage', () => {
  beforeEach(() => {
    // React reports errors caught by boundaries on the console; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the page once its chunk loaded', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Hello }));
    render(<Page who="world" />, { wrapper: TestProviders });
    expect(await screen.findByText('hello world')).toBeInTheDocument();
  });

  it('shows a retry state when the chunk fails, and Retry loads it again', async () => {
    const loader = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/page.js'))
      .mockResolvedValue({ default: Hello });
    const Page = lazyPage(loader);
    render(<Page who="again" />, { wrapper: TestProviders });

    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(/could not be downloaded/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('hello again')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('gives up after 120 s with a time-out message and a Retry button', async () => {
    vi.useFakeTimers();
    const loader = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockReturnValueOnce(new Promise(() => undefined)) // never settles
      .mockResolvedValue({ default: Hello });
    const Page = lazyPage(loader);
    render(<Page who="late" />, { wrapper: TestProviders });
    expect(screen.getByText('Loading…')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1));
    expect(screen.queryByText('This page could not be loaded')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('This page could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Loading took longer than 120 seconds. Check your connection and try again.')).toBeInTheDocument();

    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('hello late')).toBeInTheDocument();
  });
});

describe('withTimeout', () => {
  it('passes a value through and rejects late promises with ChunkLoadTimeoutError', async () => {
    await expect(withTimeout(Promise.resolve(1), 10)).resolves.toBe(1);
    vi.useFakeTimers();
    const late = withTimeout(new Promise(() => undefined), 50);
    const check = expect(late).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(50);
    await check;
  });
});
