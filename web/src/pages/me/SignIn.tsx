import { Button } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { phoneRule, smsCodeRule } from '@/components/form/rules';
import { reportError } from '@/components/form/serverErrors';
import { useLightForm } from '@/components/form/useLightForm';
import { PhoneField, SmsCodeField } from '@/components/PhoneCodeFields';
import { useI18n } from '@/i18n';
import formStyles from '@/components/form/form.module.css';
import { sendMeCode, signIn } from './service';
import styles from './index.module.css';

/**
 * The candidate signs in with the phone their checks were ordered for: a code texted to it (the
 * server answers the same for a phone without checks, and texts only one with some), then the
 * `me_` token is kept for this tab and the list shows.
 */
export default function SignIn({ expired }: { expired?: boolean }) {
  const { t } = useI18n();
  const form = useLightForm('meSignIn', { phone: '', code: '' }, { phone: phoneRule(t), code: smsCodeRule(t) });
  const login = useMutation({
    mutationFn: ({ phone, code }: typeof form.values) => signIn(phone, code),
    onError: (e) => reportError(form, e),
  });
  return (
    <section className={styles.card} aria-labelledby="me-sign-in-heading" data-testid="me-sign-in">
      <h2 id="me-sign-in-heading">{t('me.signIn.title')}</h2>
      {expired ? (
        <p className={styles.error} role="alert" data-testid="me-expired">
          {t('me.signIn.expired')}
        </p>
      ) : null}
      <p className={styles.lead}>{t('me.signIn.lead')}</p>
      <form id="meSignIn" noValidate onSubmit={form.handleSubmit((v) => login.mutate(v))}>
        <PhoneField form={form} />
        <SmsCodeField form={form} scene="me" send={sendMeCode} />
        <Button type="primary" htmlType="submit" block size="large" loading={login.isPending} className={formStyles.submit} data-testid="me-sign-in-submit">
          {t('me.signIn.submit')}
        </Button>
      </form>
      <p className={styles.note}>{t('me.signIn.privacy')}</p>
    </section>
  );
}
