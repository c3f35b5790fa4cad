import { Form, Input, Space, type FormInstance } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useI18n } from '../i18n';
import { phoneRules, smsCodeRules } from '../utils/validators';
import SendCodeButton from './SendCodeButton';
import type { SmsScene } from './SendCodeButton/service';
import styles from './common.module.css';

const stripSpaces = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v);

/** Mobile phone field with the spec §5 rules. */
export function PhoneField({ name = 'phone' }: { name?: string }) {
  const { t } = useI18n();
  return (
    <Form.Item name={name} label={t('login.phone')} rules={phoneRules(t)} normalize={stripSpaces} validateFirst>
      <Input
        prefix={<MobileOutlined />}
        maxLength={11}
        inputMode="numeric"
        autoComplete="tel"
        placeholder={t('login.phone')}
        allowClear
      />
    </Form.Item>
  );
}

/** Verification code input with its "Send code" button. */
export function SmsCodeField({
  form,
  formName,
  scene,
  name = 'code',
}: {
  form: FormInstance;
  /** The Form's name: the input id follows antd's `<formName>_<field>` convention. */
  formName: string;
  scene: SmsScene;
  name?: string;
}) {
  const { t } = useI18n();
  // The label sits on the wrapping item; tie it to the input explicitly.
  const inputId = `${formName}_${name}`;
  return (
    <Form.Item label={t('login.code')} required htmlFor={inputId}>
      <Space.Compact className={styles.fullWidth}>
        <Form.Item name={name} rules={smsCodeRules(t)} normalize={stripSpaces} noStyle>
          <Input
            id={inputId}
            prefix={<SafetyOutlined />}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('login.code')}
          />
        </Form.Item>
        <SendCodeButton form={form} scene={scene} />
      </Space.Compact>
    </Form.Item>
  );
}
