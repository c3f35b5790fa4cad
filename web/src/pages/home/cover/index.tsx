import { useEffect } from 'react';
import { Alert, Button, Card, Col, Row, Skeleton, Space, Typography } from 'antd';
import {
  AuditOutlined,
  FileSearchOutlined,
  PhoneOutlined,
  ProfileOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import PublicHeader from '../../../components/PublicHeader';
import { useI18n, type MessageKey } from '../../../i18n';
import { needsOnboarding, ONBOARDING_PATH, useLogin } from '../../../models/login';
import common from '../../../components/common.module.css';
import styles from './index.module.css';
import { sphereConfigQuery } from './service';

const FEATURES: { key: string; icon: React.ReactNode; title: MessageKey; text: MessageKey }[] = [
  { key: 'order', icon: <AuditOutlined />, title: 'cover.feature.order.title', text: 'cover.feature.order.text' },
  { key: 'status', icon: <FileSearchOutlined />, title: 'cover.feature.status.title', text: 'cover.feature.status.text' },
  { key: 'packages', icon: <ProfileOutlined />, title: 'cover.feature.packages.title', text: 'cover.feature.packages.text' },
  { key: 'balance', icon: <WalletOutlined />, title: 'cover.feature.balance.title', text: 'cover.feature.balance.text' },
];

export default function CoverPage() {
  const { t } = useI18n();
  const { signedIn, state } = useLogin();
  const site = useQuery(sphereConfigQuery('site.'));
  const config = site.data ?? {};
  const product = config['site.productName'] || t('app.name');
  const phone = config['site.supportPhone'];

  useEffect(() => {
    document.title = `${product} — ${t('app.tagline')}`;
  }, [product, t]);

  const consolePath = needsOnboarding(state.userInfo) ? ONBOARDING_PATH : '/homePage';

  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <div className={styles.heroHeader}>
          <PublicHeader productName={product} />
        </div>
        <section className={styles.heroBody}>
          <Typography.Text className={styles.tagline}>
            {t('app.tagline')}
          </Typography.Text>
          <Typography.Title level={1} className={styles.headline}>
            {t('cover.headline')}
          </Typography.Title>
          <Typography.Paragraph className={styles.intro}>
            {t('cover.intro', { product })}
          </Typography.Paragraph>
          <Space size={12} wrap className={styles.actions}>
            {signedIn ? (
              <Link to={consolePath}>
                <Button size="large" type="primary" className={styles.onHero}>
                  {t('cover.console')}
                </Button>
              </Link>
            ) : (
              <>
                <Link to="/login">
                  <Button size="large" className={styles.onHero} data-testid="cover-sign-in">
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

      <main className={styles.main}>
        <Row gutter={[20, 20]}>
          {FEATURES.map((f) => (
            <Col key={f.key} xs={24} sm={12} lg={6}>
              <Card className={styles.feature}>
                <div className={`${common.primaryIcon} ${styles.featureIcon}`}>{f.icon}</div>
                <Typography.Title level={5} className={styles.featureTitle}>
                  {t(f.title)}
                </Typography.Title>
                <Typography.Paragraph type="secondary" className={styles.featureText}>
                  {t(f.text)}
                </Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>

        <Card className={styles.support} data-testid="support-card">
          <Space align="center" size={16} wrap>
            <PhoneOutlined className={`${common.primaryIcon} ${styles.supportIcon}`} />
            <Typography.Text strong>{t('cover.support')}</Typography.Text>
            {site.isPending ? (
              <span role="status" aria-label={t('cover.supportLoading')}>
                <Skeleton.Input active size="small" style={{ width: 140 }} />
              </span>
            ) : phone ? (
              <Typography.Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} data-testid="support-phone" className={styles.supportPhone}>
                {phone}
              </Typography.Link>
            ) : (
              <Alert type="info" showIcon title={t('cover.supportUnavailable')} data-testid="support-unavailable" />
            )}
          </Space>
        </Card>
      </main>

      <footer className={styles.footer}>
        {t('cover.footer', { year: new Date().getFullYear(), product })}
      </footer>
    </div>
  );
}
