import { useEffect } from 'react';
import { Button } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { AgreementField } from '@/components/form/AgreementField';
import { PasswordField } from '@/components/form/fields';
import { agreementRule, passwordRule, phoneRule, smsCodeRule } from '@/components/form/rules';
import { reportError } from '@/components/form/serverErrors';
import { useLightForm } from '@/components/form/useLightForm';
import { PhoneField, SmsCodeField } from '@/components/PhoneCodeFields';
import { useI18n } from '@/i18n';
import { loginByPassword, loginBySms, type TokenReply } from './service';
import styles from './index.module.css';
import formStyles from '@/components/form/form.module.css';
import * as ErrorCode from '@/services/errorCodes';

interface FormProps {
  /** The phone typed so far: it carries over between the SMS and password tabs. */
  phone: string;
  onPhone: (phone: string) => void;
  onToken: (token: string) => Promise<boolean>;
  /** `?redirect=…` to carry to the sign-up and reset screens. */
  carry: string;
}

/** The ways forward shown under a field after a failed sign-in. */
function useWayForward(carry: string, phone: string) {
  const { t } = useI18n();
  return (code: number) => {
    if (code === ErrorCode.AccountMissing) {
      return (
        <Link to={`/register${carry}`} state={{ phone }}>
          {t('login.toRegister')}
        </Link>
      );
    }
    if (code === ErrorCode.BadCredentials || code === ErrorCode.AccountLocked) {
      return (
        <Link to={`/resetPassword${carry}`} state={{ phone }}>
          {t('login.forgot')}
        </Link>
      );
    }
    return undefined;
  };
}

function useSignIn(onToken: FormProps['onToken']) {
  return useMutation({ mutationFn: async (call: () => Promise<TokenReply>) => onToken((await call()).token) });
}

export function SmsLoginForm({ phone, onPhone, onToken, carry }: FormProps) {
  const { t } = useI18n();
  const form = useLightForm('smsLogin', { phone, code: '', agree: false }, { phone: phoneRule(t), code: smsCodeRule(t), agree: agreementRule(t) });
  useEffect(() => onPhone(form.values.phone), [form.values.phone, onPhone]);
  const wayForward = useWayForward(carry, form.values.phone);
  const signIn = useSignIn(onToken);
  return (
    <form
      id="smsLogin"
      noValidate
      onSubmit={form.handleSubmit(({ phone: p, code }) =>
        signIn.mutate(() => loginBySms(p, code), { onError: (e) => reportError(form, e, wayForward) }),
      )}
    >
      <PhoneField form={form} />
      <SmsCodeField form={form} scene="login" />
      <AgreementField form={form} />
      <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending} className={formStyles.submit}>
        {t('login.submit')}
      </Button>
    </form>
  );
}

export function PasswordLoginForm({ phone, onPhone, onToken, carry }: FormProps) {
  const { t } = useI18n();
  const form = useLightForm('passwordLogin', { phone, password: '' }, { phone: phoneRule(t), password: passwordRule(t) });
  useEffect(() => onPhone(form.values.phone), [form.values.phone, onPhone]);
  const wayForward = useWayForward(carry, form.values.phone);
  const signIn = useSignIn(onToken);
  return (
    <form
      id="passwordLogin"
      noValidate
      onSubmit={form.handleSubmit(({ phone: p, password }) =>
        signIn.mutate(() => loginByPassword(p, password), { onError: (e) => reportError(form, e, wayForward) }),
      )}
    >
      <PhoneField form={form} />
      <PasswordField
        form={form}
        name="password"
        label={t('login.password')}
        prefix={<LockOutlined />}
        autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')}
      />
      {form.errors.password?.action ? null : (
        <div className={styles.forgot}>
          <Link to={`/resetPassword${carry}`} state={{ phone: form.values.phone }}>
            {t('login.forgot')}
          </Link>
        </div>
      )}
      <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending} className={formStyles.submit}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
