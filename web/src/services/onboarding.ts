/**
 * The enterprise's way to its first check (`POST /api/base/home/onboarding`): entered, reviewed,
 * contract, package, balance, first order, each done / todo / waiting / rejected, the next step and
 * whether ordering is open. Read by the home page and by the screens an unfinished step blocks.
 */
import { queryOptions } from '@tanstack/react-query';
import { post, type Schemas } from './api';

export type Onboarding = Schemas['Onboarding'];
export type OnboardingStep = Onboarding['steps'][number];
export type StepKey = OnboardingStep['key'];

export function onboardingQuery(enterpriseId: string | undefined) {
  return queryOptions({
    queryKey: ['home/onboarding', enterpriseId],
    // Quiet: the checklist shows its own failure with a retry.
    queryFn: () => post('/home/onboarding', {}, { hideError: true }),
    enabled: !!enterpriseId,
  });
}

/** Steps done, of all. */
export function progress(o: Onboarding): { done: number; total: number } {
  return { done: o.steps.filter((s) => s.state === 'done').length, total: o.steps.length };
}

/** Where each step's action leads; the screens come back to `back` when done. */
export const STEP_PATHS: Record<Exclude<StepKey, 'entry'>, string> = {
  review: '/businessManage/account',
  contract: '/serviceContract',
  package: '/mealManage/add',
  balance: '/financialManage?recharge=1',
  firstOrder: '/initiateBack',
};

/** With `back`, the step's screen returns there once the step is done. */
export function stepPath(key: StepKey, back?: string): string | null {
  if (key === 'entry') return null;
  const path = STEP_PATHS[key];
  if (!back || key === 'firstOrder' || key === 'review') return path;
  return `${path}${path.includes('?') ? '&' : '?'}back=${encodeURIComponent(back)}`;
}
