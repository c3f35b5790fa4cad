/**
 * Pages load on demand (React.lazy) with a 120 s time-out (spec §2). When a page chunk (or
 * its style chunk) fails to load or times out, the page area shows an antd Result with a
 * Retry button; Retry starts a fresh load.
 */
import { Suspense, lazy, useState, type ComponentType } from 'react';
import PageLoading from '@/components/PageLoading';
import ChunkErrorBoundary from './ChunkErrorBoundary';
import { CHUNK_TIMEOUT_MS, withTimeout } from './chunk';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * Wraps a page loader into a component that lazy-loads it. The lazy component is shared by
 * every mount (one download); a failed load is replaced by a fresh one on Retry.
 */
export function lazyPage<P extends object>(loader: Loader<P>, timeoutMs: number = CHUNK_TIMEOUT_MS): ComponentType<P> {
  const make = () => lazy(() => withTimeout(loader(), timeoutMs));
  const holder = { Page: make(), generation: 0 };

  function LazyPage(props: P) {
    const [generation, setGeneration] = useState(holder.generation);
    const retry = () => {
      holder.Page = make();
      holder.generation += 1;
      setGeneration(holder.generation);
    };
    const Page = holder.Page;
    return (
      <ChunkErrorBoundary key={generation} onRetry={retry}>
        <Suspense fallback={<PageLoading />}>
          <Page {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return LazyPage;
}
