import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useI18n, type MessageKey } from '@/i18n';
import { useLogin } from '@/models/login';
import { landingFor } from '@/router/access';
import { toastError, toastSuccess } from '@/utils/feedback';

/**
 * After a login (or sign-up) call returned a token: load loginInfo with it (the SPA then stores
 * sToken and uses it from then on), say so with `successKey`, and land where this user may go
 * (see landingFor): onboarding, the `redirect` target, or home.
 */
export function useCompleteSignIn(successKey: MessageKey = 'login.success') {
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
      toastSuccess(t(successKey));
      navigate(landingFor(info, redirect), { replace: true });
      return true;
    },
    [fetchUserInfo, navigate, redirect, successKey, t],
  );
}
