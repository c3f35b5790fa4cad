import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';

/**
 * antd's Cascader (with its Select and Tree) is the heaviest control of the screens that enter a
 * region, so it arrives in a chunk of its own once the screen is shown; `fallback` stands in
 * for it meanwhile (a disabled field of the screen's look).
 */
const RegionCascader = lazy(() => import('.'));

export default function LazyRegionCascader({ fallback, ...props }: ComponentProps<typeof RegionCascader> & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <RegionCascader {...props} />
    </Suspense>
  );
}
