import { Button, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { AgreementField } from '@/components/form/AgreementField';
import { agreementRule, phoneRule, smsCodeRule } from '@/components/form/rules';
import { reportError } from '@/components/form/serverErrors';
import { useLightForm } from '@/components/form/useLightForm';
import { PhoneField, SmsCodeField } from '@/components/PhoneCodeFields';
import { useI18n } from '@/i18n';
import { visitorLogin } from './service';
import formStyles from '@/components/form/form.module.css';

/** Visitor sign-in (SMS) in a dialog, loaded when opened; visitors then only reach onboarding. */
export default function VisitorLogin({
  open,
  onClose,
  onToken,
}: {
  open: boolean;
  onClose: () => void;
  onToken: (token: string) => Promise<boolean>;
}) {
  const { t } = useI18n();
  const form = useLightForm('visitorLogin', { phone: '', code: '', agree: false }, { phone: phoneRule(t), code: smsCodeRule(t), agree: agreementRule(t) });

  // Failures show under their field; the dialog stays open.
  const signIn = useMutation({
    mutationFn: async ({ phone, code }: { phone: string; code: string }) => onToken((await visitorLogin(phone, code)).token),
    onSuccess: (signedIn) => signedIn && onClose(),
    onError: (e) => reportError(form, e),
  });

  return (
    <Modal open={open} title={t('login.visitorTitle')} footer={null} onCancel={onClose} destroyOnHidden>
      <p className={formStyles.extra}>{t('login.visitorHint')}</p>
      <form id="visitorLogin" noValidate onSubmit={form.handleSubmit((v) => signIn.mutate(v))}>
        <PhoneField form={form} />
        {/* checkPhone codes reach any phone: a visitor (an invited phone too) has no account yet. */}
        <SmsCodeField form={form} scene="checkPhone" />
        <AgreementField form={form} />
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          {t('login.visitorSubmit')}
        </Button>
      </form>
    </Modal>
  );
}
