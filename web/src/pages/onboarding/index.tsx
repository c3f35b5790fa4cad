import { CheckCircleFilled, PhoneOutlined } from '@ant-design/icons';
import PublicShell from '../../components/PublicShell';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';
import { isVisitor, useLogin } from '../../models/login';
import { useSiteConfig } from '../../services/siteConfig';
import styles from './index.module.css';

/**
 * Onboarding (`/ei`): where users without an enterprise land — freshly registered users and
 * visitors. It leads them to set up their enterprise: what is done, what comes next, and how to
 * get it done today (entering the enterprise online is a later slice; support can open it now).
 */
export default function OnboardingPage() {
  const { t } = useI18n();
  const { state } = useLogin();
  const site = useSiteConfig();
  const info = state.userInfo;
  const name = info?.name || info?.phone || '';
  useDocumentTitle(t('onboarding.title'));

  const steps = [
    { key: 'account', title: t(isVisitor(info) ? 'onboarding.step.visitor' : 'onboarding.step.account'), done: true },
    { key: 'enterprise', title: t('onboarding.step.enterprise'), text: t('onboarding.step.enterpriseText'), done: false },
    { key: 'order', title: t('onboarding.step.order'), text: t('onboarding.step.orderText'), done: false },
  ];

  return (
    <PublicShell>
      <section className={styles.card} data-testid="onboarding">
        <p className={styles.welcome}>{name ? t('onboarding.welcome', { name }) : null}</p>
        <h1 className={styles.title}>{t('onboarding.title')}</h1>
        <p className={styles.lead}>{t('onboarding.lead')}</p>
        <ol className={styles.steps}>
          {steps.map((step, i) => (
            <li key={step.key} className={step.done ? `${styles.step} ${styles.stepDone}` : styles.step}>
              <span className={styles.stepMark} aria-hidden>
                {step.done ? <CheckCircleFilled /> : i + 1}
              </span>
              <span>
                <strong>{step.title}</strong>
                {step.done ? <span className="visually-hidden"> ({t('onboarding.done')})</span> : null}
                {step.text ? <span className={styles.stepText}>{step.text}</span> : null}
              </span>
            </li>
          ))}
        </ol>
        <div className={styles.notice}>
          <p>{t('onboarding.notice')}</p>
          {site.supportPhone ? (
            <a href={`tel:${site.supportPhone.replace(/[^\d+]/g, '')}`} className={styles.call} data-testid="onboarding-support">
              <PhoneOutlined aria-hidden /> {t('onboarding.call', { phone: site.supportPhone })}
            </a>
          ) : null}
          {site.supportHours ? <p className={styles.hours}>{site.supportHours}</p> : null}
        </div>
      </section>
    </PublicShell>
  );
}
