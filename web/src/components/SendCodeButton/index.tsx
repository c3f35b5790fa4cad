import { useEffect, useState } from 'react';
import { Button, type FormInstance } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useI18n } from '../../i18n';
import { toastSuccess } from '../../utils/feedback';
import { sendVerifyCode, type SmsScene } from './service';
import styles from '../common.module.css';

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
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  // Failures are toasted by the request layer; the button stays available.
  const send = useMutation({
    mutationFn: (phone: string) => sendVerifyCode(phone, scene),
    onSuccess: ({ cooldownSeconds }, phone) => {
      setRemaining(cooldownSeconds > 0 ? Math.ceil(cooldownSeconds) : DEFAULT_COOLDOWN_SECONDS);
      toastSuccess(t('sms.sent', { phone: `${phone.slice(0, 3)}****${phone.slice(-4)}` }));
    },
  });

  const onClick = async () => {
    let phone: string;
    try {
      const values = await form.validateFields([phoneField]);
      phone = values[phoneField];
    } catch {
      return; // the form shows the phone message
    }
    send.mutate(phone);
  };

  return (
    <Button
      onClick={() => void onClick()}
      loading={send.isPending}
      disabled={remaining > 0}
      data-testid={`send-code-${scene}`}
      className={styles.sendCode}
    >
      {remaining > 0 ? t('sms.resend', { seconds: remaining }) : t('sms.send')}
    </Button>
  );
}
