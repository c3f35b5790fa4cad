// Registers the queue's texts before anything of it renders.
import './messages';
import { useQuery } from '@tanstack/react-query';
import LinkButton from '@/components/LinkButton';
import PageHeader from '@/components/PageHeader';
import QueryList from '@/components/QueryList';
import Panel from '@/components/Panel';
import { useI18n } from '@/i18n';
import { formatDateTime } from '@/utils/format';
import { openDisputesQuery } from './service';
import styles from './index.module.css';

const EXCERPT = 140;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text);

/**
 * Disputes to review (`/ops/disputes`), for the platform's analysts: the open disputes of every
 * enterprise, the longest waiting on top, each with its order, when it was raised, the findings
 * disputed and the candidate's words; Open leads to the report's edit page, where a new version
 * answers it.
 */
export default function OpsDisputesPage() {
  const { t, locale } = useI18n();
  const list = useQuery(openDisputesQuery);

  return (
    <>
      <PageHeader title={t('screen.opsDisputes')} />
      <Panel>
        <p className={styles.intro}>{t('opsDisputes.intro')}</p>
        <QueryList
          query={list}
          rows={list.data ?? []}
          renderRow={(row) => (
              <li key={`${row.orderId}-${row.raisedAt}`} className={styles.item} data-testid={`ops-dispute-${row.orderId}`}>
                <div className={styles.main}>
                  <strong className={styles.title}>{t('opsDisputes.order', { orderNo: row.orderNo })}</strong>
                  <span className={styles.meta}>{t('opsDisputes.raised', { date: formatDateTime(row.raisedAt, locale) })}</span>
                </div>
                <div className={styles.facts}>
                  <span>{t('opsDisputes.items', { items: row.items.join(', ') })}</span>
                  <q className={styles.text}>{excerpt(row.text)}</q>
                </div>
                <div className={styles.actions}>
                  <LinkButton
                    type="primary"
                    to={`/reportDetail/edit?orderId=${encodeURIComponent(row.orderId)}`}
                    aria-label={t('opsDisputes.openOf', { orderNo: row.orderNo })}
                    data-testid={`open-dispute-${row.orderId}`}
                  >
                    {t('opsDisputes.open')}
                  </LinkButton>
                </div>
              </li>
          )}
          testId="ops-disputes"
          errorTitle={t('opsDisputes.loadFailed')}
          empty={{ description: t('opsDisputes.empty') }}
        />
      </Panel>
    </>
  );
}
