import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useI18n } from '@/i18n';
import { TextField } from './form/fields';
import { normalizeCode, normalizePhone } from './form/phone';
import type { FormValues, LightForm } from './form/useLightForm';
import SendCodeButton from './SendCodeButton';
import type { CodeScene } from './SendCodeButton/service';

export type PhoneValues = FormValues & { phone: string };
export type PhoneCodeValues = PhoneValues & { code: string };

/** Mobile phone field with the spec §5 rules. */
export function PhoneField<V extends PhoneValues>({ form, testId }: { form: LightForm<V>; testId?: string }) {
  const { t } = useI18n();
  return (
    <TextField
      form={form}
      name="phone"
      label={t('login.phone')}
      prefix={<MobileOutlined />}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={t('login.phonePlaceholder')}
      normalize={normalizePhone}
      testId={testId}
    />
  );
}

/** Verification code input with its "Send code" button. */
export function SmsCodeField<V extends PhoneCodeValues>({
  form,
  scene,
  testId,
  send,
}: {
  form: LightForm<V>;
  scene: CodeScene;
  testId?: string;
  send?: (phone: string) => Promise<{ cooldownSeconds: number }>;
}) {
  const { t } = useI18n();
  return (
    <TextField
      form={form}
      name="code"
      label={t('login.code')}
      prefix={<SafetyOutlined />}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={t('login.codePlaceholder')}
      normalize={normalizeCode}
      addon={<SendCodeButton form={form} scene={scene} send={send} />}
      testId={testId}
    />
  );
}
