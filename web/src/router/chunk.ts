/** Page chunks load with a 120 s time-out (spec §2, §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`Page chunk did not load within ${ms} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Races a chunk import against the time-out; the timer is cleared once either settles. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** Errors raised by the browser / Vite when a script or style chunk cannot be fetched. */
export function isChunkLoadError(error: Error): boolean {
  return (
    error instanceof ChunkLoadTimeoutError ||
    /dynamically imported module|importing a module script|Failed to fetch|Unable to preload|Loading (CSS )?chunk/i.test(
      error.message,
    )
  );
}
