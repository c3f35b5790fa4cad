import { useState } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import AuthShell from '../../../components/AuthShell';
import { PhoneField, SmsCodeField } from '../../../components/PhoneCodeFields';
import { useI18n } from '../../../i18n';
import { toastSuccess } from '../../../utils/feedback';
import { isSuccess } from '../../../utils/request';
import { confirmPasswordRules, newPasswordRules } from '../../../utils/validators';
import { resetPassword } from './service';

interface Values {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

export default function ResetPasswordPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const redirect = params.get('redirect');
  const loginPath = `/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;

  const onFinish = async ({ phone, code, password }: Values) => {
    setSubmitting(true);
    try {
      const res = await resetPassword(phone, code, password);
      if (isSuccess(res)) {
        toastSuccess(t('reset.success'));
        navigate(loginPath, { replace: true });
      }
    } catch {
      // toasted by the request layer
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthShell title={t('reset.title')}>
      <Form form={form} name="resetPassword" layout="vertical" requiredMark={false} onFinish={(v) => void onFinish(v)}>
        <PhoneField />
        <SmsCodeField form={form} formName="resetPassword" scene="resetPassword" />
        <Form.Item name="password" label={t('reset.password')} rules={newPasswordRules(t)} validateFirst>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" placeholder={t('register.passwordHint')} />
        </Form.Item>
        <Form.Item name="confirm" label={t('reset.confirm')} dependencies={['password']} rules={confirmPasswordRules(t, 'password')}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" placeholder={t('reset.confirm')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {t('reset.submit')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ textAlign: 'center', margin: '16px 0 0' }}>
        <Link to={loginPath}>{t('reset.back')}</Link>
      </Typography.Paragraph>
    </AuthShell>
  );
}
