// The order statuses' names.
import '@/pages/order/messages';
import { Alert, Button, Drawer } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import LinkButton from '@/components/LinkButton';
import PageLoading from '@/components/PageLoading';
import { useI18n, type MessageKey } from '@/i18n';
import { formatDateTime } from '@/utils/format';
import { educationKey } from '@/pages/job/education';
import { orderFromRegistration, registrationQuery, type RegistrationDetail } from '@/pages/job/service';
import shared from '@/styles/shared.module.css';
import styles from '@/pages/job/index.module.css';

function Details({ r }: { r: RegistrationDetail }) {
  const { t, locale } = useI18n();
  const e = r.education;
  return (
    <div data-testid="registration-detail">
      <dl className={shared.facts}>
        <dt>{t('job.reg.name')}</dt>
        <dd data-testid="registration-name">{r.name}</dd>
        <dt>{t('job.reg.phone')}</dt>
        <dd>{r.phoneMasked}</dd>
        <dt>{t('job.reg.idNumber')}</dt>
        <dd>{r.idNumberMasked}</dd>
        {e ? (
          <>
            <dt>{t('job.reg.educationDetail')}</dt>
            <dd data-testid="registration-education">
              {t(educationKey(e.level))} · {e.school}
              {e.major ? ` · ${t('job.reg.major', { major: e.major })}` : ''}
              {e.graduationYear ? ` · ${t('job.reg.graduated', { year: e.graduationYear })}` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      <p className={styles.meta}>
        {t('job.reg.revision', { revision: r.revision, submitted: formatDateTime(r.submittedAt, locale), updated: formatDateTime(r.updatedAt, locale) })}
      </p>

      <h3 className={styles.subheading}>{t('job.reg.work')}</h3>
      {r.workHistory.length ? (
        <ol className={styles.entries} data-testid="registration-work">
          {r.workHistory.map((w, i) => (
            <li key={i}>
              <strong>{w.company}</strong> · {w.title}
              <div className={styles.meta}>
                {w.from} – {w.to ?? t('job.reg.present')}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.meta}>{t('job.reg.noWork')}</p>
      )}

      <h3 className={styles.subheading}>{t('job.reg.attachments')}</h3>
      {r.attachments.length ? (
        <>
          <ul className={styles.entries} data-testid="registration-attachments">
            {r.attachments.map((a) => (
              <li key={a.key}>
                <a href={a.url} target="_blank" rel="noopener noreferrer">
                  {a.name}
                </a>{' '}
                <span className={styles.meta}>({Math.max(1, Math.round(a.size / 1024))} KB)</span>
              </li>
            ))}
          </ul>
          <p className={styles.meta}>{t('job.reg.attachmentHint')}</p>
        </>
      ) : (
        <p className={styles.meta}>{t('job.reg.noAttachments')}</p>
      )}

      <h3 className={styles.subheading}>{t('job.reg.consent')}</h3>
      <div data-testid="registration-consent">
        <p>{t('job.reg.consentText', { date: formatDateTime(r.consent.consentedAt, locale), version: r.consent.version })}</p>
        <Alert
          type={r.consent.coversScreening ? 'success' : 'info'}
          showIcon
          title={t(r.consent.coversScreening ? 'job.reg.consentCovers' : 'job.reg.consentNotCovers')}
        />
        {r.consent.ipMasked ? <p className={styles.meta}>{t('job.reg.network', { ip: r.consent.ipMasked })}</p> : null}
        {r.consent.userAgent ? <p className={styles.meta}>{t('job.reg.device', { ua: r.consent.userAgent })}</p> : null}
      </div>

      {r.order ? (
        <>
          <h3 className={styles.subheading}>{t('job.reg.order')}</h3>
          <p data-testid="registration-linked-order">
            <Link to={`/backRecord/detail?orderId=${encodeURIComponent(r.order.orderId)}`}>{t('job.reg.orderLink', { orderNo: r.order.orderNo })}</Link> · {t(`order.status.${r.order.status}` as MessageKey)}
          </p>
        </>
      ) : null}
    </div>
  );
}

/** A registration in a side drawer: the applicant's details (masked), work history, attachments, consent evidence, and "Order a check". */
export default function RegistrationDrawer({
  enterpriseId,
  registrationId,
  onClose,
}: {
  enterpriseId: string | undefined;
  registrationId: string | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const detail = useQuery(registrationQuery(enterpriseId, registrationId ?? ''));
  const r = detail.data;

  let body;
  if (detail.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={detail.error.message || t('job.reg.loadFailed.one')}
        action={<Button onClick={() => void detail.refetch()}>{t('job.retry')}</Button>}
      />
    );
  else if (!r) body = <PageLoading />;
  else body = <Details r={r} />;

  // Members who may order checks get the applicant's values to prefill the order (orderPrefill).
  const footer =
    r?.orderPrefill ? (
      <LinkButton type="primary" to={orderFromRegistration(r.registrationId)} data-testid="registration-order">
        {t(r.order ? 'job.reg.orderAgain' : 'job.reg.orderCheck')}
      </LinkButton>
    ) : null;

  return (
    <Drawer open={!!registrationId} onClose={onClose} title={t('job.reg.drawer')} size="min(480px, 100vw)" footer={footer} destroyOnHidden>
      {body}
    </Drawer>
  );
}
