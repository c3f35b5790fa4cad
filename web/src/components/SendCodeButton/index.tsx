import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useI18n } from '@/i18n';
import { toastSuccess } from '@/utils/feedback';
import { reportError } from '@/components/form/serverErrors';
import type { FormValues, LightForm } from '@/components/form/useLightForm';
import { sendVerifyCode, type CodeScene } from './service';
import styles from '@/components/form/form.module.css';

export const DEFAULT_COOLDOWN_SECONDS = 60;

interface Props<V extends FormValues & { phone: string; code: string }> {
  /** The form holding the phone field; the field is validated before a code is sent. */
  form: LightForm<V>;
  scene: CodeScene;
  /** Sends the code another way (required for `me`) (an invitation link's own call); `sms/sendVerifyCode` by default. */
  send?: (phone: string) => Promise<{ cooldownSeconds: number }>;
}

/** "Send code" with a resend countdown (60 s unless the server says otherwise). */
export default function SendCodeButton<V extends FormValues & { phone: string; code: string }>({ form, scene, send: sendCode }: Props<V>) {
  const { t } = useI18n();
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  // Failures (cool-down, daily cap, SMS service down) show under the code field.
  const send = useMutation({
    mutationFn: (phone: string) => {
      if (sendCode) return sendCode(phone);
      if (scene === 'me') throw new Error('the me scene sends its code through me/sendCode');
      return sendVerifyCode(phone, scene);
    },
    onSuccess: ({ cooldownSeconds }, phone) => {
      setRemaining(cooldownSeconds > 0 ? Math.ceil(cooldownSeconds) : DEFAULT_COOLDOWN_SECONDS);
      form.setError('code', null, { focus: false });
      toastSuccess(t('sms.sent', { phone: `${phone.slice(0, 3)}****${phone.slice(-4)}` }));
    },
    onError: (error) => reportError(form, error),
  });

  const onClick = () => {
    if (!form.validate(['phone'])) return; // the form shows the phone message
    send.mutate(form.values.phone);
  };

  return (
    <Button
      size="large"
      onClick={onClick}
      loading={send.isPending}
      disabled={remaining > 0}
      data-testid={`send-code-${scene}`}
      className={styles.addon}
    >
      {remaining > 0 ? t('sms.resend', { seconds: remaining }) : t('sms.send')}
    </Button>
  );
}
