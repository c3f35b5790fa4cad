import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Row, Skeleton, Space, Typography } from 'antd';
import {
  AuditOutlined,
  FileSearchOutlined,
  PhoneOutlined,
  ProfileOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import PublicHeader from '../../../components/PublicHeader';
import { useI18n, type MessageKey } from '../../../i18n';
import { needsOnboarding, ONBOARDING_PATH, useLogin } from '../../../models/login';
import { isSuccess } from '../../../utils/request';
import { querySphereConfig, type SphereConfig } from './service';

type ConfigState = { status: 'loading' } | { status: 'ready'; config: SphereConfig } | { status: 'failed' };

const FEATURES: { key: string; icon: React.ReactNode; title: MessageKey; text: MessageKey }[] = [
  { key: 'order', icon: <AuditOutlined />, title: 'cover.feature.order.title', text: 'cover.feature.order.text' },
  { key: 'status', icon: <FileSearchOutlined />, title: 'cover.feature.status.title', text: 'cover.feature.status.text' },
  { key: 'packages', icon: <ProfileOutlined />, title: 'cover.feature.packages.title', text: 'cover.feature.packages.text' },
  { key: 'balance', icon: <WalletOutlined />, title: 'cover.feature.balance.title', text: 'cover.feature.balance.text' },
];

export default function CoverPage() {
  const { t } = useI18n();
  const { signedIn, state } = useLogin();
  const [site, setSite] = useState<ConfigState>({ status: 'loading' });

  useEffect(() => {
    let alive = true;
    querySphereConfig('site.')
      .then((res) => {
        if (!alive) return;
        setSite(isSuccess(res) && res.data && typeof res.data === 'object' ? { status: 'ready', config: res.data } : { status: 'failed' });
      })
      .catch(() => alive && setSite({ status: 'failed' }));
    return () => {
      alive = false;
    };
  }, []);

  const config = site.status === 'ready' ? site.config : {};
  const product = config['site.productName'] || t('app.name');
  const phone = config['site.supportPhone'];

  useEffect(() => {
    document.title = `${product} — ${t('app.tagline')}`;
  }, [product, t]);

  const consolePath = needsOnboarding(state.userInfo) ? ONBOARDING_PATH : '/homePage';

  return (
    <div style={{ minHeight: '100vh', background: '#f5f7fb', display: 'flex', flexDirection: 'column' }}>
      <div style={{ background: 'linear-gradient(135deg, #0f2a6b 0%, #1f4fd1 60%, #3d7bfa 100%)' }}>
        <div style={{ background: 'rgba(255,255,255,0.96)' }}>
          <PublicHeader productName={product} />
        </div>
        <section style={{ maxWidth: 1080, margin: '0 auto', padding: '72px 24px 88px', color: '#fff' }}>
          <Typography.Text style={{ color: 'rgba(255,255,255,0.75)', fontSize: 15, letterSpacing: 0.4 }}>
            {t('app.tagline')}
          </Typography.Text>
          <Typography.Title level={1} style={{ color: '#fff', margin: '12px 0 16px', fontSize: 44, lineHeight: 1.15 }}>
            {t('cover.headline')}
          </Typography.Title>
          <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.88)', fontSize: 18, maxWidth: 680 }}>
            {t('cover.intro', { product })}
          </Typography.Paragraph>
          <Space size={12} wrap style={{ marginTop: 16 }}>
            {signedIn ? (
              <Link to={consolePath}>
                <Button size="large" type="primary" style={{ background: '#fff', color: '#1f4fd1' }}>
                  {t('cover.console')}
                </Button>
              </Link>
            ) : (
              <>
                <Link to="/login">
                  <Button size="large" style={{ background: '#fff', color: '#1f4fd1', borderColor: '#fff' }} data-testid="cover-sign-in">
                    {t('cover.signIn')}
                  </Button>
                </Link>
                <Link to="/register">
                  <Button size="large" ghost data-testid="cover-sign-up">
                    {t('cover.signUp')}
                  </Button>
                </Link>
              </>
            )}
          </Space>
        </section>
      </div>

      <main style={{ maxWidth: 1080, width: '100%', margin: '-48px auto 0', padding: '0 24px 48px', flex: 1 }}>
        <Row gutter={[20, 20]}>
          {FEATURES.map((f) => (
            <Col key={f.key} xs={24} sm={12} lg={6}>
              <Card style={{ height: '100%', boxShadow: '0 8px 24px rgba(16,32,74,0.08)' }}>
                <div style={{ fontSize: 28, color: '#1f4fd1', marginBottom: 12 }}>{f.icon}</div>
                <Typography.Title level={5} style={{ marginTop: 0 }}>
                  {t(f.title)}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {t(f.text)}
                </Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>

        <Card style={{ marginTop: 32 }} data-testid="support-card">
          <Space align="center" size={16} wrap>
            <PhoneOutlined style={{ fontSize: 24, color: '#1f4fd1' }} />
            <Typography.Text strong>{t('cover.support')}</Typography.Text>
            {site.status === 'loading' ? (
              <span role="status" aria-label={t('cover.supportLoading')}>
                <Skeleton.Input active size="small" style={{ width: 140 }} />
              </span>
            ) : phone ? (
              <Typography.Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} data-testid="support-phone" style={{ fontSize: 18 }}>
                {phone}
              </Typography.Link>
            ) : (
              <Alert type="info" showIcon title={t('cover.supportUnavailable')} data-testid="support-unavailable" />
            )}
          </Space>
        </Card>
      </main>

      <footer style={{ textAlign: 'center', padding: '16px 24px 24px', color: '#8590a6' }}>
        {t('cover.footer', { year: new Date().getFullYear(), product })}
      </footer>
    </div>
  );
}
