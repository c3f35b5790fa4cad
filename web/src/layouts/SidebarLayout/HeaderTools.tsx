import { Button, Popover } from 'antd';
import { MailOutlined, PhoneOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useI18n } from '@/i18n';
import { useSiteConfig } from '@/services/siteConfig';
import styles from './index.module.css';

/** Support contacts and the legal documents (site config `site.support*`). */
export function HelpContent() {
  const { t } = useI18n();
  const site = useSiteConfig();
  return (
    <div className={styles.help} data-testid="help-content">
      <p className={styles.helpLead}>{t('help.lead')}</p>
      {site.supportPhone ? (
        <p>
          <PhoneOutlined aria-hidden /> <a href={`tel:${site.supportPhone.replace(/[^\d+]/g, '')}`}>{site.supportPhone}</a>
          {site.supportHours ? <span className={styles.helpMeta}> · {site.supportHours}</span> : null}
        </p>
      ) : null}
      {site.supportEmail ? (
        <p>
          <MailOutlined aria-hidden /> <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
        </p>
      ) : null}
      {site.isError ? <p className={styles.helpMeta}>{t('cover.supportUnavailable')}</p> : null}
      <p className={styles.helpLinks}>
        <Link to="/serviceContract" target="_blank" rel="noopener">
          {t('legal.serviceContract')}
        </Link>
        <Link to="/privacyPolicy" target="_blank" rel="noopener">
          {t('legal.privacyPolicy')}
        </Link>
      </p>
    </div>
  );
}

/** Help: how to reach support. */
export function HelpButton() {
  const { t } = useI18n();
  return (
    <Popover trigger="click" placement="bottomRight" title={t('help.title')} content={<HelpContent />}>
      <Button type="text" icon={<QuestionCircleOutlined />} aria-label={t('help.title')} data-testid="help" />
    </Popover>
  );
}
