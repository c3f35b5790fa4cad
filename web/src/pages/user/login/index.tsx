import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Divider, Form, Input, Tabs, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router-dom';
import AuthShell from '../../../components/AuthShell';
import { PhoneField, SmsCodeField } from '../../../components/PhoneCodeFields';
import { useCompleteSignIn } from '../../../hooks/useCompleteSignIn';
import { useI18n } from '../../../i18n';
import { passwordRules } from '../../../utils/validators';
import QrLogin from './QrLogin';
import VisitorLogin from './VisitorLogin';
import { loginByPassword, loginBySms, type TokenReply } from './service';
import styles from './index.module.css';

type TabKey = 'sms' | 'password' | 'qr';

export default function LoginPage() {
  const { t } = useI18n();
  const completeSignIn = useCompleteSignIn();
  const [params] = useSearchParams();
  const initialTab = params.get('tab');
  const [tab, setTab] = useState<TabKey>(initialTab === 'password' || initialTab === 'qr' ? initialTab : 'sms');
  const [smsForm] = Form.useForm<{ phone: string; code: string }>();
  const [passwordForm] = Form.useForm<{ phone: string; password: string }>();
  const redirect = params.get('redirect');
  const carry = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';

  // Failures are toasted by the request layer; the form stays as it is.
  const signIn = useMutation({ mutationFn: async (call: () => Promise<TokenReply>) => completeSignIn((await call()).token) });

  const smsTab = (
    <Form
      form={smsForm}
      name="smsLogin"
      layout="vertical"
      requiredMark={false}
      onFinish={({ phone, code }) => signIn.mutate(() => loginBySms(phone, code))}
    >
      <PhoneField />
      <SmsCodeField form={smsForm} formName="smsLogin" scene="login" />
      <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );

  const passwordTab = (
    <Form
      form={passwordForm}
      name="passwordLogin"
      layout="vertical"
      requiredMark={false}
      onFinish={({ phone, password }) => signIn.mutate(() => loginByPassword(phone, password))}
    >
      <PhoneField />
      <Form.Item name="password" label={t('login.password')} rules={passwordRules(t)}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder={t('login.password')} />
      </Form.Item>
      <div className={styles.forgot}>
        <Link to={`/resetPassword${carry}`}>{t('login.forgot')}</Link>
      </div>
      <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );

  return (
    <AuthShell title={t('login.title', { product: t('app.name') })}>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as TabKey)}
        centered
        destroyOnHidden
        items={[
          { key: 'sms', label: t('login.tab.sms'), children: smsTab },
          { key: 'password', label: t('login.tab.password'), children: passwordTab },
          { key: 'qr', label: t('login.tab.qr'), children: <QrLogin onToken={completeSignIn} /> },
        ]}
      />
      <Divider plain className={styles.divider} />
      <div className={styles.footer}>
        <Typography.Text type="secondary">
          {t('login.noAccount')} <Link to={`/register${carry}`}>{t('login.register')}</Link>
        </Typography.Text>
        <VisitorLogin onToken={completeSignIn} />
      </div>
    </AuthShell>
  );
}
