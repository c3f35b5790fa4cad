import { useState } from 'react';
import { Button, Form, Modal, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { PhoneField, SmsCodeField } from '../../../components/PhoneCodeFields';
import { useI18n } from '../../../i18n';
import { visitorLogin } from './service';

/** Visitor sign-in (SMS) in a dialog; visitors then only reach onboarding. */
export default function VisitorLogin({ onToken }: { onToken: (token: string) => Promise<boolean> }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ phone: string; code: string }>();

  // Failures are toasted by the request layer; the dialog stays open.
  const signIn = useMutation({
    mutationFn: async ({ phone, code }: { phone: string; code: string }) => onToken((await visitorLogin(phone, code)).token),
    onSuccess: (signedIn) => signedIn && setOpen(false),
  });

  return (
    <>
      <Button type="link" onClick={() => setOpen(true)} data-testid="visitor-entry">
        {t('login.visitor')}
      </Button>
      <Modal open={open} title={t('login.visitorTitle')} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <Typography.Paragraph type="secondary">{t('login.visitorHint')}</Typography.Paragraph>
        <Form form={form} name="visitorLogin" layout="vertical" onFinish={(v) => signIn.mutate(v)} requiredMark={false}>
          <PhoneField />
          <SmsCodeField form={form} formName="visitorLogin" scene="login" />
          <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
            {t('login.visitorSubmit')}
          </Button>
        </Form>
      </Modal>
    </>
  );
}
