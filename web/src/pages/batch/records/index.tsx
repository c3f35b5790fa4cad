// Registers the batch texts before anything of the screen renders.
import '@/pages/batch/messages';
import { PlusOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import LinkButton from '@/components/LinkButton';
import QueryList, { pageRows } from '@/components/QueryList';
import PageHeader from '@/components/PageHeader';
import Panel from '@/components/Panel';
import StatusBadge from '@/components/StatusBadge';
import { useI18n, type MessageKey } from '@/i18n';
import { useLogin } from '@/models/login';
import { formatDateTime } from '@/utils/format';
import { formatFen } from '@/utils/money';
import Bar from '@/pages/batch/Bar';
import { batchesQuery, batchLink, type BatchView } from '@/pages/batch/service';
import { BATCH_TONE } from '@/pages/batch/status';
import styles from '@/pages/batch/index.module.css';

/**
 * `/batchRecord`: the enterprise's batches, newest first, each with its counts, price and a
 * progress bar while its orders are created and texted; a page at a time.
 */
export default function BatchRecordsPage() {
  const { t, locale } = useI18n();
  const { state } = useLogin();
  const batches = useInfiniteQuery(batchesQuery(state.userInfo?.enterprise?.id));

  return (
    <>
      <PageHeader
        title={t('screen.batchRecord')}
        actions={
          <LinkButton type="primary" icon={<PlusOutlined />} to="/batchBack" data-testid="batch-new">
            {t('batch.list.new')}
          </LinkButton>
        }
      />
      <Panel>
        <QueryList
          query={batches}
          rows={pageRows<BatchView>(batches.data)}
          renderRow={(b) => (
          <li key={b.batchId} className={styles.batchRow} data-testid={`batch-item-${b.batchId}`}>
            <div>
              <Link className={styles.strong} to={batchLink(b)} data-testid={`batch-link-${b.batchId}`}>
                {b.fileName || b.batchId.slice(0, 8)}
              </Link>
              <div className={styles.meta}>
                {b.packageName} · {t('batch.list.created', { date: formatDateTime(b.createdAt, locale) })}
              </div>
            </div>
            <div className={styles.meta}>
              {t('batch.list.counts', { valid: b.validCount, rows: b.rowCount })}
              <br />
              {formatFen(b.priceFen, locale)}
            </div>
            <div>
              <StatusBadge tone={BATCH_TONE[b.status]} testId={`batch-status-${b.batchId}`}>
                {t(`batch.status.${b.status}` as MessageKey)}
              </StatusBadge>
            </div>
            <div className={styles.batchProgress}>
              {b.status === 'ready' ? null : <Bar label={t('batch.progress.orders')} done={b.orderCount} total={b.validCount} />}
            </div>
          </li>
          )}
          testId="batches"
          moreTestId="batches-more"
          errorTitle={t('batch.list.loadFailed')}
          empty={{
            description: t('batch.list.empty'),
            testId: 'batches-empty',
            action: (
              <LinkButton type="primary" to="/batchBack">
                {t('batch.list.new')}
              </LinkButton>
            ),
          }}
        />
      </Panel>
    </>
  );
}
