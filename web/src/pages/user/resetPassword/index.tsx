import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import AuthShell from '../../../components/AuthShell';
import { PhoneField, SmsCodeField } from '../../../components/PhoneCodeFields';
import { useI18n } from '../../../i18n';
import { toastSuccess } from '../../../utils/feedback';
import { confirmPasswordRules, newPasswordRules } from '../../../utils/validators';
import common from '../../../components/common.module.css';
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
  const redirect = params.get('redirect');
  const loginPath = `/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;

  // Failures are toasted by the request layer; the form stays as it is.
  const reset = useMutation({
    mutationFn: ({ phone, code, password }: Values) => resetPassword(phone, code, password),
    onSuccess: () => {
      toastSuccess(t('reset.success'));
      navigate(loginPath, { replace: true });
    },
  });

  return (
    <AuthShell title={t('reset.title')}>
      <Form form={form} name="resetPassword" layout="vertical" requiredMark={false} onFinish={(v) => reset.mutate(v)}>
        <PhoneField />
        <SmsCodeField form={form} formName="resetPassword" scene="resetPassword" />
        <Form.Item name="password" label={t('reset.password')} rules={newPasswordRules(t)} validateFirst>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" placeholder={t('register.passwordHint')} />
        </Form.Item>
        <Form.Item name="confirm" label={t('reset.confirm')} dependencies={['password']} rules={confirmPasswordRules(t, 'password')}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" placeholder={t('reset.confirm')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
          {t('reset.submit')}
        </Button>
      </Form>
      <Typography.Paragraph className={common.formNote}>
        <Link to={loginPath}>{t('reset.back')}</Link>
      </Typography.Paragraph>
    </AuthShell>
  );
}
