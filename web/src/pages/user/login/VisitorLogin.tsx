import { useState } from 'react';
import { Button, Form, Modal, Typography } from 'antd';
import { PhoneField, SmsCodeField } from '../../../components/PhoneCodeFields';
import { useI18n } from '../../../i18n';
import { isSuccess } from '../../../utils/request';
import { visitorLogin } from './service';

/** Visitor sign-in (SMS) in a dialog; visitors then only reach onboarding. */
export default function VisitorLogin({ onToken }: { onToken: (token: string) => Promise<boolean> }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [form] = Form.useForm<{ phone: string; code: string }>();

  const onFinish = async ({ phone, code }: { phone: string; code: string }) => {
    setSubmitting(true);
    try {
      const res = await visitorLogin(phone, code);
      if (isSuccess(res) && res.data?.token && (await onToken(res.data.token))) setOpen(false);
    } catch {
      // toasted by the request layer
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Button type="link" onClick={() => setOpen(true)} data-testid="visitor-entry">
        {t('login.visitor')}
      </Button>
      <Modal open={open} title={t('login.visitorTitle')} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <Typography.Paragraph type="secondary">{t('login.visitorHint')}</Typography.Paragraph>
        <Form form={form} name="visitorLogin" layout="vertical" onFinish={(v) => void onFinish(v)} requiredMark={false}>
          <PhoneField />
          <SmsCodeField form={form} formName="visitorLogin" scene="login" />
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('login.visitorSubmit')}
          </Button>
        </Form>
      </Modal>
    </>
  );
}
