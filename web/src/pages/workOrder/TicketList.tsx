import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import Panel from '@/components/Panel';
import QueryList, { pageRows } from '@/components/QueryList';
import { errorText } from './errors';
import StatusTabs from './StatusTabs';
import { TicketRow } from './TicketRow';
import type { StatusFilter, WorkOrderRow } from './service';
import styles from './workOrder.module.css';

/**
 * A list of tickets, the enterprise's or the platform's: its intro, the status tabs and, as their
 * panel, the tickets of the chosen status a page at a time.
 */
export default function TicketList({
  list,
  status,
  onStatus,
  testId,
  hrefOf,
  intro,
  loadFailed,
  empty,
  emptyAction,
}: {
  list: UseInfiniteQueryResult<InfiniteData<{ items?: WorkOrderRow[] }>>;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  /** `workorder` or `ops-workorder`: the prefix of the tabs', list's and rows' test ids. */
  testId: string;
  hrefOf: (workOrderId: string) => string;
  intro: string;
  loadFailed: string;
  empty: string;
  emptyAction?: ReactNode;
}) {
  return (
    <Panel>
      <p className={styles.intro}>{intro}</p>
      <StatusTabs id={testId} value={status} onChange={onStatus}>
        <QueryList
          query={list}
          rows={pageRows<WorkOrderRow>(list.data)}
          renderRow={(row) => <TicketRow key={row.workOrderId} row={row} hrefOf={hrefOf} testId={testId} />}
          testId={`${testId}-list`}
          moreTestId={`${testId}-more`}
          errorTitle={loadFailed}
          errorDescription={errorText(list.error)}
          errorTestId={`${testId}-load-failed`}
          empty={{ description: empty, testId: `${testId}-empty`, action: emptyAction }}
        />
      </StatusTabs>
    </Panel>
  );
}
