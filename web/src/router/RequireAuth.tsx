import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { needsOnboarding, ONBOARDING_PATH, useLogin } from '../models/login';

/**
 * Signed-out users go to `/login?redirect=<original path>`; users who still need onboarding
 * (visitors, no enterprise) only reach the screens that allow it.
 */
export default function RequireAuth({ children, allowOnboarding = false }: { children: ReactNode; allowOnboarding?: boolean }) {
  const { state, signedIn } = useLogin();
  const location = useLocation();
  if (!signedIn) {
    const target = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(target)}`} replace />;
  }
  if (!allowOnboarding && needsOnboarding(state.userInfo)) {
    return <Navigate to={ONBOARDING_PATH} replace />;
  }
  return <>{children}</>;
}
