// Registers the page's texts before anything of it renders.
import './messages';
import { useState } from 'react';
import { Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import PageHeader from '@/components/PageHeader';
import Panel from '@/components/Panel';
import QueryList from '@/components/QueryList';
import { useI18n, type MessageKey } from '@/i18n';
import shared from '@/styles/shared.module.css';
import { PROCESSING_PAGE_SIZE, processingSummaryQuery, type ProcessingRow } from './service';
import styles from './index.module.css';

const COUNTS = ['orders', 'bySms', 'byOffline', 'byRegistration', 'withdrawn', 'erasureRequested', 'eraseDue', 'erased'] as const satisfies readonly (keyof ProcessingRow)[];

/**
 * Records of processing (`/ops/processing`), for the platform's operators: a page of enterprises
 * at a time, each with its checks, how consent was given (SMS link, paper, at application), the
 * withdrawals, the erasures requested, pending and done, and its retention period.
 */
export default function OpsProcessingPage() {
  const { t, locale } = useI18n();
  const [page, setPage] = useState(1);
  const summary = useQuery(processingSummaryQuery(page));
  const rows = summary.data?.list ?? [];
  const pages = Math.max(1, Math.ceil((summary.data?.total ?? 0) / (summary.data?.pageSize || PROCESSING_PAGE_SIZE)));
  const number = (n: number) => n.toLocaleString(locale);

  return (
    <>
      <PageHeader title={t('screen.opsProcessing')} />
      <Panel>
        <p className={styles.intro}>{t('opsProcessing.intro')}</p>
        <QueryList
          query={summary}
          rows={rows}
          testId="ops-processing"
          errorTitle={t('opsProcessing.loadFailed')}
          empty={{ description: t('opsProcessing.empty') }}
          renderRow={(row) => (
            <tr key={row.enterpriseId} data-testid={`processing-${row.enterpriseId}`}>
              <th scope="row" className={styles.name}>
                {row.enterpriseName}
              </th>
              {COUNTS.map((key) => (
                <td key={key} data-label={t(`opsProcessing.${key}` as MessageKey)}>
                  {number(row[key])}
                </td>
              ))}
              <td data-label={t('opsProcessing.retention')}>{t('opsProcessing.days', { days: row.retentionDays })}</td>
            </tr>
          )}
          wrap={(items, busy) => (
            <div className={styles.tableWrap}>
              <table className={`${shared.dataTable} ${styles.table}`} data-testid="ops-processing" aria-busy={busy}>
                <caption className="visually-hidden">{t('opsProcessing.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={styles.name}>
                      {t('opsProcessing.enterprise')}
                    </th>
                    {COUNTS.map((key) => (
                      <th key={key} scope="col">
                        {t(`opsProcessing.${key}` as MessageKey)}
                      </th>
                    ))}
                    <th scope="col">{t('opsProcessing.retention')}</th>
                  </tr>
                </thead>
                <tbody>{items}</tbody>
              </table>
            </div>
          )}
          footer={
            pages > 1 ? (
              <nav className={styles.pager} aria-label={t('opsProcessing.pages')}>
                <Button onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1} data-testid="processing-previous">
                  {t('opsProcessing.previous')}
                </Button>
                <span aria-live="polite">{t('opsProcessing.page', { page, pages })}</span>
                <Button onClick={() => setPage((p) => Math.min(pages, p + 1))} disabled={page >= pages} data-testid="processing-next">
                  {t('opsProcessing.next')}
                </Button>
              </nav>
            ) : null
          }
        />
      </Panel>
    </>
  );
}
