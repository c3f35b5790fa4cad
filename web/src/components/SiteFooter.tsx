import { Link } from 'react-router-dom';
import { useI18n } from '@/i18n';
import { useSiteConfig } from '@/services/siteConfig';
import styles from './common.module.css';

/** Beian (ICP) records are looked up at the MIIT site, which the record number links to. */
export const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/';

/**
 * Footer of the public screens: © year and the operator's legal name, the service agreement,
 * the privacy policy, and the ICP record number when the site config has one.
 */
export default function SiteFooter() {
  const { t } = useI18n();
  const site = useSiteConfig();
  const owner = site.legalName ?? site.productName ?? t('app.name');
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <span data-testid="footer-legal-name">{t('footer.copyright', { year: new Date().getFullYear(), owner })}</span>
        <ul className={styles.footerLinks}>
          <li>
            <Link to="/serviceContract">{t('legal.serviceContract')}</Link>
          </li>
          <li>
            <Link to="/privacyPolicy">{t('legal.privacyPolicy')}</Link>
          </li>
          {site.icpRecord ? (
            <li>
              <a href={ICP_LOOKUP_URL} target="_blank" rel="noopener noreferrer" data-testid="footer-icp">
                {site.icpRecord}
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </footer>
  );
}
