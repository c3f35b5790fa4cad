import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { needsOnboarding, ONBOARDING_PATH, useLogin } from '@/models/login';
import { homeFor } from './access';

/**
 * Signed-out users go to `/login?redirect=<original path>` (after a sign-out, to `/login`); users who still need onboarding
 * (visitors, no enterprise) only reach the screens that allow it, and onboarding-only screens
 * (`/ei`) send users who have an enterprise home.
 */
export default function RequireAuth({
  children,
  access,
}: {
  children: ReactNode;
  /** 'onboarding': open to users still onboarding too; 'onboardingOnly': only to them. */
  access?: 'onboarding' | 'onboardingOnly';
}) {
  const { state, signedIn, signedOut } = useLogin();
  const location = useLocation();
  if (!signedIn) {
    // After a sign-out the screen may still be rendered once before the move to /login lands
    // (the navigation is a transition, the sign-out is not): no redirect back to it then.
    if (signedOut) return <Navigate to="/login" replace />;
    const target = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(target)}`} replace />;
  }
  const onboarding = needsOnboarding(state.userInfo);
  if (!access && onboarding) return <Navigate to={ONBOARDING_PATH} replace />;
  if (access === 'onboardingOnly' && !onboarding) return <Navigate to={homeFor(state.userInfo)} replace />;
  return <>{children}</>;
}
