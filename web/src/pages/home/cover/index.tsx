// Registers the cover texts before anything of the page renders.
import './messages';
import type { ReactNode } from 'react';
import {
  AuditOutlined,
  BankOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  LockOutlined,
  PhoneOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserSwitchOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import LinkButton from '@/components/LinkButton';
import PublicHeader from '@/components/PublicHeader';
import SiteFooter from '@/components/SiteFooter';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { useI18n, type MessageKey } from '@/i18n';
import { useLogin } from '@/models/login';
import { homeFor } from '@/router/access';
import { useSiteConfig } from '@/services/siteConfig';
import ConsoleShot from './ConsoleShot';
import styles from './index.module.css';

interface Item {
  key: string;
  icon: ReactNode;
  title: MessageKey;
  text: MessageKey;
}

const AUDIENCE: Item[] = [
  { key: 'hr', icon: <TeamOutlined />, title: 'cover.audience.hr.title', text: 'cover.audience.hr.text' },
  { key: 'agency', icon: <UserSwitchOutlined />, title: 'cover.audience.agency.title', text: 'cover.audience.agency.text' },
  { key: 'regulated', icon: <BankOutlined />, title: 'cover.audience.regulated.title', text: 'cover.audience.regulated.text' },
];

const FEATURES: Item[] = [
  { key: 'order', icon: <AuditOutlined />, title: 'cover.feature.order.title', text: 'cover.feature.order.text' },
  { key: 'status', icon: <FileSearchOutlined />, title: 'cover.feature.status.title', text: 'cover.feature.status.text' },
  { key: 'packages', icon: <ProfileOutlined />, title: 'cover.feature.packages.title', text: 'cover.feature.packages.text' },
  { key: 'balance', icon: <WalletOutlined />, title: 'cover.feature.balance.title', text: 'cover.feature.balance.text' },
];

const COMPLIANCE: Item[] = [
  { key: 'consent', icon: <FileProtectOutlined />, title: 'cover.compliance.consent.title', text: 'cover.compliance.consent.text' },
  { key: 'pii', icon: <LockOutlined />, title: 'cover.compliance.pii.title', text: 'cover.compliance.pii.text' },
  { key: 'access', icon: <SafetyCertificateOutlined />, title: 'cover.compliance.access.title', text: 'cover.compliance.access.text' },
];

const SECTIONS = [
  { id: 'features', label: 'cover.nav.features' },
  { id: 'audience', label: 'cover.nav.audience' },
  { id: 'compliance', label: 'cover.nav.compliance' },
] as const;

/** Jumps to a section (hash routing owns the URL fragment, so these are buttons, not anchors). */
function jumpTo(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

function Cards({ items, t, tone }: { items: Item[]; t: (k: MessageKey) => string; tone?: 'soft' }) {
  return (
    <ul className={tone === 'soft' ? `${styles.cards} ${styles.cardsSoft}` : styles.cards}>
      {items.map((item) => (
        <li key={item.key} className={styles.card}>
          <span className={styles.cardIcon} aria-hidden>
            {item.icon}
          </span>
          <h3 className={styles.cardTitle}>{t(item.title)}</h3>
          <p className={styles.cardText}>{t(item.text)}</p>
        </li>
      ))}
    </ul>
  );
}

/** The cover: what the product does and for whom, its compliance promise, and the way in. */
export default function CoverPage() {
  const { t } = useI18n();
  const { signedIn, state } = useLogin();
  const site = useSiteConfig();
  const product = site.productName || t('app.name');
  useDocumentTitle(null);

  const nav = SECTIONS.map((s) => (
    <button key={s.id} type="button" className={styles.navLink} onClick={() => jumpTo(s.id)}>
      {t(s.label)}
    </button>
  ));

  // The calls to action: sign up first, sign in second (test ids `cover-…` in the hero, `start-…` below).
  const ctas = (where: 'cover' | 'start') =>
    signedIn ? (
      <LinkButton size="large" type="primary" to={homeFor(state.userInfo)} data-testid={`${where}-console`}>
        {t('cover.console')}
      </LinkButton>
    ) : (
      <>
        <LinkButton size="large" type="primary" to="/register" data-testid={`${where}-sign-up`}>
          {t('cover.signUp')}
        </LinkButton>
        <LinkButton size="large" to="/login" data-testid={`${where}-sign-in`}>
          {t('cover.signIn')}
        </LinkButton>
      </>
    );

  let support: ReactNode;
  if (site.isPending) {
    support = (
      <span role="status" aria-label={t('cover.supportLoading')} className={styles.supportLoading}>
        <span className={styles.skeleton} />
      </span>
    );
  } else if (site.supportPhone) {
    support = (
      <a href={`tel:${site.supportPhone.replace(/[^\d+]/g, '')}`} data-testid="support-phone" className={styles.supportPhone}>
        {site.supportPhone}
      </a>
    );
  } else {
    support = (
      <span className={styles.supportUnavailable} data-testid="support-unavailable" role="status">
        {t('cover.supportUnavailable')}
      </span>
    );
  }

  return (
    <div className={styles.page}>
      <PublicHeader nav={nav} />
      <main>
        <section className={styles.hero}>
          <div className={`${styles.container} ${styles.heroGrid}`}>
            <div className={styles.heroText}>
              <p className={styles.eyebrow}>{t('app.tagline')}</p>
              <h1 className={styles.headline}>{t('cover.headline')}</h1>
              <p className={styles.intro}>{t('cover.intro', { product })}</p>
              <div className={styles.ctas}>{ctas('cover')}</div>
              <ul className={styles.trust}>
                <li>{t('cover.trust.consent')}</li>
                <li>{t('cover.trust.encrypted')}</li>
                <li>{t('cover.trust.roles')}</li>
              </ul>
            </div>
            <ConsoleShot />
          </div>
        </section>

        <section id="features" tabIndex={-1} className={styles.section} aria-labelledby="features-title">
          <div className={styles.container}>
            <h2 id="features-title" className={styles.sectionTitle}>
              {t('cover.features.title')}
            </h2>
            <p className={styles.sectionLead}>{t('cover.features.lead')}</p>
            <Cards items={FEATURES} t={t} />
          </div>
        </section>

        <section id="audience" tabIndex={-1} className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="audience-title">
          <div className={styles.container}>
            <h2 id="audience-title" className={styles.sectionTitle}>
              {t('cover.audience.title')}
            </h2>
            <p className={styles.sectionLead}>{t('cover.audience.lead')}</p>
            <Cards items={AUDIENCE} t={t} tone="soft" />
          </div>
        </section>

        <section id="compliance" tabIndex={-1} className={styles.section} aria-labelledby="compliance-title">
          <div className={styles.container}>
            <h2 id="compliance-title" className={styles.sectionTitle}>
              {t('cover.compliance.title')}
            </h2>
            <p className={styles.sectionLead}>{t('cover.compliance.lead')}</p>
            <Cards items={COMPLIANCE} t={t} />
          </div>
        </section>

        <section className={styles.band} aria-labelledby="start-title">
          <div className={`${styles.container} ${styles.bandInner}`}>
            <div>
              <h2 id="start-title" className={styles.bandTitle}>
                {t('cover.start.title')}
              </h2>
              <p className={styles.bandText}>{t('cover.start.text')}</p>
              <div className={styles.ctas}>{ctas('start')}</div>
            </div>
            <div className={styles.support} data-testid="support-card">
              <PhoneOutlined aria-hidden className={styles.supportIcon} />
              <div>
                <p className={styles.supportLabel}>{t('cover.support')}</p>
                {support}
                {site.supportHours ? <p className={styles.supportHours}>{site.supportHours}</p> : null}
              </div>
            </div>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
