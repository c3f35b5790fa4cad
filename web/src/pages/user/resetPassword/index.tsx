import { Button } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import AuthShell from '@/components/AuthShell';
import { PasswordField } from '@/components/form/fields';
import { confirmPasswordRule, newPasswordRule, phoneRule, smsCodeRule } from '@/components/form/rules';
import { reportError } from '@/components/form/serverErrors';
import { useLightForm } from '@/components/form/useLightForm';
import { PhoneField, SmsCodeField } from '@/components/PhoneCodeFields';
import { useI18n } from '@/i18n';
import { toastSuccess } from '@/utils/feedback';
import { resetPassword } from './service';
import common from '@/components/common.module.css';
import formStyles from '@/components/form/form.module.css';
import * as ErrorCode from '@/services/errorCodes';

export default function ResetPasswordPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const carry = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  const loginPath = `/login${carry}`;
  const handedPhone = (location.state as { phone?: unknown } | null)?.phone;

  const form = useLightForm(
    'resetPassword',
    { phone: typeof handedPhone === 'string' ? handedPhone : '', code: '', password: '', confirm: '' },
    { phone: phoneRule(t), code: smsCodeRule(t), password: newPasswordRule(t), confirm: confirmPasswordRule(t) },
  );

  // Failures show under their field: a phone without an account gets the way to sign up.
  const reset = useMutation({
    mutationFn: ({ phone, code, password }: typeof form.values) => resetPassword(phone, code, password),
    onSuccess: () => {
      toastSuccess(t('reset.success'));
      navigate(loginPath, { replace: true, state: { phone: form.values.phone } });
    },
    onError: (e) =>
      reportError(form, e, (code) =>
        code === ErrorCode.AccountMissing ? (
          <Link to={`/register${carry}`} state={{ phone: form.values.phone }}>
            {t('login.toRegister')}
          </Link>
        ) : undefined,
      ),
  });

  return (
    <AuthShell title={t('reset.title')}>
      <form id="resetPassword" noValidate onSubmit={form.handleSubmit((v) => reset.mutate(v))}>
        <PhoneField form={form} />
        <SmsCodeField form={form} scene="resetPassword" />
        <PasswordField
          form={form}
          name="password"
          label={t('reset.password')}
          prefix={<LockOutlined />}
          autoComplete="new-password"
          extra={t('register.passwordHint')}
        />
        <PasswordField form={form} name="confirm" label={t('reset.confirm')} prefix={<LockOutlined />} autoComplete="new-password" />
        <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending} className={formStyles.submit}>
          {t('reset.submit')}
        </Button>
      </form>
      <p className={common.formNote}>
        <Link to={loginPath} state={{ phone: form.values.phone }}>
          {t('reset.back')}
        </Link>
      </p>
    </AuthShell>
  );
}
