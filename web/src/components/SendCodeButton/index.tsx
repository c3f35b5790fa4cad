import { useEffect, useState } from 'react';
import { Button, type FormInstance } from 'antd';
import { useI18n } from '../../i18n';
import { toastSuccess } from '../../utils/feedback';
import { isSuccess } from '../../utils/request';
import { sendVerifyCode, type SmsScene } from './service';

export const DEFAULT_COOLDOWN_SECONDS = 60;

interface Props {
  /** The form holding the phone field; the field is validated before a code is sent. */
  form: FormInstance;
  scene: SmsScene;
  phoneField?: string;
}

/** "Send code" with a resend countdown (60 s unless the server says otherwise). */
export default function SendCodeButton({ form, scene, phoneField = 'phone' }: Props) {
  const { t } = useI18n();
  const [sending, setSending] = useState(false);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const onClick = async () => {
    let phone: string;
    try {
      const values = await form.validateFields([phoneField]);
      phone = values[phoneField];
    } catch {
      return; // the form shows the phone message
    }
    setSending(true);
    try {
      const res = await sendVerifyCode(phone, scene);
      if (isSuccess(res)) {
        const seconds = Number(res.data?.cooldownSeconds);
        setRemaining(Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : DEFAULT_COOLDOWN_SECONDS);
        toastSuccess(t('sms.sent', { phone: `${phone.slice(0, 3)}****${phone.slice(-4)}` }));
      }
    } catch {
      // toasted by the request layer
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      onClick={() => void onClick()}
      loading={sending}
      disabled={remaining > 0}
      data-testid={`send-code-${scene}`}
      style={{ minWidth: 120 }}
    >
      {remaining > 0 ? t('sms.resend', { seconds: remaining }) : t('sms.send')}
    </Button>
  );
}
