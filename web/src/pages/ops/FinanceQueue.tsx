// Registers the finance texts before anything of the queue renders.
import '@/pages/ops/financeMessages';
import type { ReactNode } from 'react';
import { Radio } from 'antd';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import PageHeader from '@/components/PageHeader';
import Panel from '@/components/Panel';
import QueryList, { pageRows } from '@/components/QueryList';
import { useI18n, type MessageKey } from '@/i18n';
import type { Page } from '@/pages/finance/service';
import styles from '@/pages/finance/index.module.css';

/**
 * A platform finance queue (transfers to confirm, invoices to issue): the page's title, the
 * statuses as a filter, the rows of the chosen one a page at a time, and the page's dialog.
 */
export default function FinanceQueue<S extends string, T>({
  title,
  statuses,
  statusLabel,
  status,
  onStatus,
  filterLabel,
  list,
  testId,
  emptyPending,
  renderRow,
  plainEmpty,
  children,
}: {
  title: string;
  statuses: readonly S[];
  /** The message prefix of a status's name (`finance.invoiceStatus`). */
  statusLabel: string;
  status: S;
  onStatus: (status: S) => void;
  filterLabel: string;
  list: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  testId: string;
  /** The empty line of the first (waiting) status. */
  emptyPending: string;
  renderRow: (row: T) => ReactNode;
  plainEmpty?: boolean;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={title} />
      <Panel>
        <div className={styles.tab}>
          <QueryList
            query={list}
            rows={pageRows(list.data)}
            renderRow={renderRow}
            testId={testId}
            moreTestId="ops-more"
            errorTitle={t('opsFinance.loadFailed')}
            empty={{ description: status === statuses[0] ? emptyPending : t('opsFinance.empty'), plain: plainEmpty }}
            filtersClassName={styles.filters}
            filters={
              <Radio.Group
                value={status}
                onChange={(e) => onStatus(e.target.value as S)}
                optionType="button"
                buttonStyle="solid"
                aria-label={filterLabel}
                options={statuses.map((s) => ({ value: s, label: t(`${statusLabel}.${s}` as MessageKey) }))}
              />
            }
          />
        </div>
      </Panel>
      {children}
    </>
  );
}
