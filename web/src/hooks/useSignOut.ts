import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import { toastSuccess } from '@/utils/feedback';

/**
 * Signs out and lands on /login without a `redirect`: the screen is left first, so the route
 * guard never sees a signed-out user on it and the next person to sign in lands on their own home.
 */
export function useSignOut() {
  const { logout } = useLogin();
  const navigate = useNavigate();
  const { t } = useI18n();
  return useCallback(async () => {
    navigate('/login', { replace: true });
    await logout();
    toastSuccess(t('account.signedOut'));
  }, [logout, navigate, t]);
}
