import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useI18n } from '../i18n';
import { needsOnboarding, ONBOARDING_PATH, useLogin } from '../models/login';
import { toastError, toastSuccess } from '../utils/feedback';
import { DEFAULT_SIGNED_IN_PATH, safeRedirect } from '../utils/navigation';

/**
 * After a login call returned a token: load loginInfo with it (the SPA then stores sToken and
 * uses it from then on) and go to the safe `redirect` target, or the landing screen.
 * Visitors only reach onboarding (/ei).
 */
export function useCompleteSignIn() {
  const { fetchUserInfo } = useLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { t } = useI18n();
  const redirect = params.get('redirect');

  return useCallback(
    async (token: string): Promise<boolean> => {
      const info = await fetchUserInfo(token);
      if (!info) {
        toastError(t('login.failed'));
        return false;
      }
      toastSuccess(t('login.success'));
      const landing = needsOnboarding(info) ? ONBOARDING_PATH : DEFAULT_SIGNED_IN_PATH;
      const target = info.visitor ? ONBOARDING_PATH : safeRedirect(redirect, landing);
      navigate(target, { replace: true });
      return true;
    },
    [fetchUserInfo, navigate, redirect, t],
  );
}
