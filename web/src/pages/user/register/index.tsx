import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router-dom';
import AuthShell from '../../../components/AuthShell';
import { PhoneField, SmsCodeField } from '../../../components/PhoneCodeFields';
import { useCompleteSignIn } from '../../../hooks/useCompleteSignIn';
import { useI18n } from '../../../i18n';
import { confirmPasswordRules, newPasswordRules } from '../../../utils/validators';
import common from '../../../components/common.module.css';
import { register, type RegisterForm } from './service';

type Values = RegisterForm & { confirm: string; agree: boolean };

export default function RegisterPage() {
  const { t } = useI18n();
  const completeSignIn = useCompleteSignIn();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const redirect = params.get('redirect');
  const carry = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';

  // Failures are toasted by the request layer; the form stays as it is.
  const signUp = useMutation({
    mutationFn: async ({ phone, code, name, password }: Values) =>
      completeSignIn((await register({ phone, code, name: name.trim(), password })).token),
  });

  return (
    <AuthShell title={t('register.title', { product: t('app.name') })} width={460}>
      <Form form={form} name="register" layout="vertical" requiredMark={false} onFinish={(v) => signUp.mutate(v)}>
        <PhoneField />
        <SmsCodeField form={form} formName="register" scene="register" />
        <Form.Item
          name="name"
          label={t('register.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation.nameRequired') },
            { max: 50, message: t('validation.nameTooLong') },
          ]}
        >
          <Input prefix={<UserOutlined />} autoComplete="name" placeholder={t('register.name')} />
        </Form.Item>
        <Form.Item name="password" label={t('register.password')} rules={newPasswordRules(t)} validateFirst>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" placeholder={t('register.passwordHint')} />
        </Form.Item>
        <Form.Item name="confirm" label={t('register.confirm')} dependencies={['password']} rules={confirmPasswordRules(t, 'password')}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" placeholder={t('register.confirm')} />
        </Form.Item>
        <Form.Item
          name="agree"
          valuePropName="checked"
          rules={[
            {
              validator: (_r, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('validation.agreementRequired')))),
            },
          ]}
        >
          <Checkbox>
            {t('register.agreePrefix')}{' '}
            <Link to="/serviceContract" target="_blank" rel="noopener">
              {t('register.contract')}
            </Link>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={signUp.isPending}>
          {t('register.submit')}
        </Button>
      </Form>
      <Typography.Paragraph type="secondary" className={common.formNote}>
        {t('register.haveAccount')} <Link to={`/login${carry}`}>{t('account.signIn')}</Link>
      </Typography.Paragraph>
    </AuthShell>
  );
}
