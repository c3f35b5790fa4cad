import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import controls from '@/styles/shared.module.css';
import LoadMore from '@/components/LoadMore';
import PageLoading from '@/components/PageLoading';
import { useI18n } from '@/i18n';
import styles from './index.module.css';

/**
 * What a list's query offers: a TanStack `useQuery` or `useInfiniteQuery` result (the paging
 * fields only on the latter).
 */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => Promise<unknown>;
}

/** The empty state: a picture, a line, an optional test id and an optional action. */
export interface EmptyState {
  description: string;
  testId?: string;
  action?: ReactNode;
  /** The line alone, without the picture. */
  plain?: boolean;
}

export interface QueryListProps<T> {
  query: ListQuery;
  rows: readonly T[];
  /** One row: an `<li>` with its own key (or a `<tr>` with `as="table"`). */
  renderRow: (row: T) => ReactNode;
  /** The list's test id (`data-testid` of the `<ul>`). */
  testId: string;
  /** The "load more" button's test id (cursor paging). */
  moreTestId?: string;
  /** The button's text, when not the common "Load more". */
  moreLabel?: string;
  /** A line under the list once its last page is in. */
  endNote?: string;
  /** The alert's title when the list cannot be read. */
  errorTitle: string;
  /** What went wrong, under the title. */
  errorDescription?: ReactNode;
  errorTestId?: string;
  /** The retry button's text (the common "Retry" unless given). */
  retryLabel?: string;
  retryTestId?: string;
  empty: EmptyState;
  /** The filters row above the list (a `search` landmark when `filtersLabel` names it). */
  filters?: ReactNode;
  filtersLabel?: string;
  filtersClassName?: string;
  /** Under the rows (a pager by page numbers). */
  footer?: ReactNode;
  /** A notice between the filters and the list (an export's link). */
  banner?: ReactNode;
  /** The list's own class (its rows' layout), beside the shared reset. */
  className?: string;
  /** Wraps the rows in something else than a `<ul>` (a table, a timeline). */
  wrap?: (rows: ReactNode[], busy: boolean | undefined) => ReactNode;
}

/**
 * A list fed by one query, ProTable-like: the filters row, then loading, the error with a retry,
 * the empty state, or the rows with "load more" while the cursor has a next page. Below 576 px the
 * rows become cards. Every list page of the console uses it; its `service.ts` stays its data.
 */
export default function QueryList<T>({
  query,
  rows,
  renderRow,
  testId,
  moreTestId,
  moreLabel,
  endNote,
  errorTitle,
  errorDescription,
  errorTestId,
  retryLabel,
  retryTestId,
  empty,
  filters,
  filtersLabel,
  filtersClassName,
  banner,
  footer,
  className,
  wrap,
}: QueryListProps<T>) {
  const { t } = useI18n();
  const busy = (query.isFetching && !query.isFetchingNextPage) || undefined;

  let body: ReactNode;
  if (query.isPending) {
    body = <PageLoading />;
  } else if (query.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={errorTitle}
        description={errorDescription}
        action={
          <Button onClick={() => void query.refetch()} loading={query.isFetching} data-testid={retryTestId}>
            {retryLabel ?? t('chunk.retry')}
          </Button>
        }
        data-testid={errorTestId}
      />
    );
  } else if (!rows.length && !query.hasNextPage) {
    body = <EmptyNote {...empty} />;
  } else {
    const items = rows.map(renderRow);
    body = (
      <>
        {wrap ? (
          wrap(items, busy)
        ) : (
          <ul className={className ? `${styles.list} ${className}` : styles.list} data-testid={testId} aria-busy={busy}>
            {items}
          </ul>
        )}
        {moreTestId && query.fetchNextPage ? (
          <LoadMore
            query={{ hasNextPage: !!query.hasNextPage, isFetchingNextPage: !!query.isFetchingNextPage, fetchNextPage: query.fetchNextPage }}
            testId={moreTestId}
            label={moreLabel}
            end={endNote}
          />
        ) : null}
        {footer}
      </>
    );
  }

  return (
    <div className={styles.root}>
      {filters ? (
        <div
          className={filtersClassName ? `${styles.filters} ${filtersClassName}` : styles.filters}
          role={filtersLabel ? 'search' : undefined}
          aria-label={filtersLabel}
        >
          {filters}
        </div>
      ) : null}
      {banner ? <div className={styles.banner}>{banner}</div> : null}
      {body}
    </div>
  );
}

/**
 * The empty state of a list (light, not antd's Empty: list pages sit near their size budget);
 * also a list's note under rows that leave nothing to do (no other enterprise to switch to).
 */
export function EmptyNote({ description, testId, action, plain }: EmptyState) {
  return (
    <div className={styles.empty} role="status" data-testid={testId}>
      {plain ? null : <InboxOutlined className={styles.emptyIcon} aria-hidden />}
      <p>{description}</p>
      {action ? <div className={styles.emptyAction}>{action}</div> : null}
    </div>
  );
}

// A helper beside the component it serves (one module, one chunk).
/** The rows of a cursor-paged query, page after page (`list` or `items`, as the call names them). */
// eslint-disable-next-line react-refresh/only-export-components
export function pageRows<T>(data: { pages: readonly { list?: T[]; items?: T[] }[] } | undefined): T[] {
  return data?.pages.flatMap((p) => p.list ?? p.items ?? []) ?? [];
}

/**
 * One filter of a list as a native select (light, and the phone's own picker): "all" first, then
 * the choices; the empty value means no filter.
 */
export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  allLabel,
  options,
  testId,
  className,
}: {
  /** Its accessible name. */
  label: string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  allLabel: string;
  options: readonly { value: V; label: string }[];
  testId?: string;
  className?: string;
}) {
  return (
    <select
      className={className ? `${controls.select} ${className}` : controls.select}
      aria-label={label}
      value={value ?? ''}
      onChange={(e) => onChange((e.target.value || undefined) as V | undefined)}
      data-testid={testId}
    >
      <option value="">{allLabel}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
