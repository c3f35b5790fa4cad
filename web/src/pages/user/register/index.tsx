import { Button } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import AuthShell from '@/components/AuthShell';
import { AgreementField } from '@/components/form/AgreementField';
import { PasswordField, TextField } from '@/components/form/fields';
import { agreementRule, confirmPasswordRule, newPasswordRule, phoneRule, smsCodeRule } from '@/components/form/rules';
import { reportError } from '@/components/form/serverErrors';
import { useLightForm } from '@/components/form/useLightForm';
import { PhoneField, SmsCodeField } from '@/components/PhoneCodeFields';
import { useCompleteSignIn } from '@/hooks/useCompleteSignIn';
import { useI18n } from '@/i18n';
import { register } from './service';
import common from '@/components/common.module.css';
import formStyles from '@/components/form/form.module.css';
import * as ErrorCode from '@/services/errorCodes';

/** Display names are 1–32 characters (openapi DisplayName). */
export const NAME_MAX_LENGTH = 32;

export default function RegisterPage() {
  const { t } = useI18n();
  const completeSignIn = useCompleteSignIn('register.success');
  const [params] = useSearchParams();
  const location = useLocation();
  const redirect = params.get('redirect');
  const carry = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  const handedPhone = (location.state as { phone?: unknown } | null)?.phone;

  const form = useLightForm(
    'register',
    { phone: typeof handedPhone === 'string' ? handedPhone : '', code: '', name: '', password: '', confirm: '', agree: false },
    {
      phone: phoneRule(t),
      code: smsCodeRule(t),
      name: (v) => (!v.trim() ? t('validation.nameRequired') : v.trim().length > NAME_MAX_LENGTH ? t('validation.nameTooLong', { max: NAME_MAX_LENGTH }) : null),
      password: newPasswordRule(t),
      confirm: confirmPasswordRule(t),
      agree: agreementRule(t),
    },
  );

  // Failures show under their field: "already registered" with the way to sign in instead.
  const signUp = useMutation({
    mutationFn: async ({ phone, code, name, password }: typeof form.values) =>
      completeSignIn((await register({ phone, code, name: name.trim(), password })).token),
    onError: (e) =>
      reportError(form, e, (code) =>
        code === ErrorCode.PhoneTaken ? (
          <Link to={`/login${carry}`} state={{ phone: form.values.phone }} data-testid="register-to-login">
            {t('register.toLogin')}
          </Link>
        ) : undefined,
      ),
  });

  return (
    <AuthShell title={t('register.title', { product: t('app.name') })} documentTitle={t('screen.register')} width={480}>
      <form id="register" noValidate onSubmit={form.handleSubmit((v) => signUp.mutate(v))}>
        <PhoneField form={form} />
        <SmsCodeField form={form} scene="register" />
        <TextField form={form} name="name" label={t('register.name')} prefix={<UserOutlined />} autoComplete="name" placeholder={t('register.namePlaceholder')} />
        <PasswordField
          form={form}
          name="password"
          label={t('register.password')}
          prefix={<LockOutlined />}
          autoComplete="new-password"
          extra={t('register.passwordHint')}
        />
        <PasswordField form={form} name="confirm" label={t('register.confirm')} prefix={<LockOutlined />} autoComplete="new-password" />
        <AgreementField form={form} />
        <Button type="primary" htmlType="submit" block size="large" loading={signUp.isPending} className={formStyles.submit}>
          {t('register.submit')}
        </Button>
      </form>
      <p className={common.formNote}>
        {t('register.haveAccount')}{' '}
        <Link to={`/login${carry}`} state={{ phone: form.values.phone }}>
          {t('account.signIn')}
        </Link>
      </p>
    </AuthShell>
  );
}
