import { useState } from 'react';
import { Alert, Button, Input, Radio } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import QueryList, { pageRows } from '@/components/QueryList';
import { useI18n, type MessageKey } from '@/i18n';
import { toastError } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import { formatFen } from '@/utils/money';
import { handledElsewhere } from './errors';
import { describeEntry, reference } from './ledgerText';
import { SignedAmount } from './parts';
import {
  dayRange,
  download,
  exportStatement,
  financeErrorMessage,
  LEDGER_KINDS,
  ledgerQuery,
  type LedgerEntry,
  type LedgerFilter,
  type LedgerKind,
  type StatementFormat,
} from './service';
import shared from '@/styles/shared.module.css';
import styles from './index.module.css';

function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const { t, locale } = useI18n();
  const kind = t(`finance.kind.${entry.kind}` as MessageKey);
  const ref = reference(entry.note);
  return (
    <tr data-testid={`entry-${entry.entryId}`}>
      <td data-label={t('finance.ledger.time')}>
        <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at, locale)}</time>
      </td>
      <td data-label={t('finance.ledger.kind')}>{kind}</td>
      <td data-label={t('finance.ledger.amount')} className={styles.num}>
        <SignedAmount fen={entry.amountFen} testId={`amount-${entry.entryId}`} />
      </td>
      <td data-label={t('finance.ledger.balanceAfter')} className={styles.num}>
        {formatFen(entry.balanceAfterFen, locale)}
      </td>
      <td data-label={t('finance.ledger.reason')} className={styles.wrap}>
        {describeEntry(entry, t)}
      </td>
      <td data-label={t('finance.ledger.link')} className={styles.wrap}>
        {entry.link ? (
          <>
            {t(`finance.link.${entry.link.type}` as MessageKey)}{' '}
            {ref && entry.link.type === 'order' ? (
              <Link to={`/backRecord/detail?orderId=${encodeURIComponent(entry.link.id)}`} className={styles.mono} data-testid={`entry-ref-${entry.entryId}`}>
                {ref}
              </Link>
            ) : ref ? (
              <span className={styles.mono}>{ref}</span>
            ) : null}
          </>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}

/**
 * The ledger: every movement of the balance, newest first, by kind and date range, a page at a
 * time; and the statement of the same selection as CSV or XLSX.
 */
export default function LedgerTab({ enterpriseId }: { enterpriseId: string | undefined }) {
  const { t, locale } = useI18n();
  const [kind, setKind] = useState<LedgerKind | 'all'>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filter: LedgerFilter = { kind: kind === 'all' ? undefined : kind, ...dayRange(from, to) };
  const filtered = kind !== 'all' || !!from || !!to;
  const ledger = useInfiniteQuery(ledgerQuery(enterpriseId, filter));
  const [ready, setReady] = useState<{ url: string; fileName: string; rows: number } | null>(null);

  const exporting = useMutation({
    mutationFn: (format: StatementFormat) => exportStatement({ ...filter, format }),
    onSuccess: (file) => {
      setReady(file);
      download(file.url, file.fileName);
    },
    onError: (e) => {
      if (!handledElsewhere(e)) toastError(financeErrorMessage(e, t, locale));
    },
  });

  return (
    <div className={styles.tab}>
      <QueryList
        query={ledger}
        rows={pageRows<LedgerEntry>(ledger.data)}
        renderRow={(entry) => <LedgerRow key={entry.entryId} entry={entry} />}
        testId="ledger"
        moreTestId="ledger-more"
        endNote={t('finance.ledger.end')}
        errorTitle={t('finance.ledger.loadFailed')}
        empty={{ description: t(filtered ? 'finance.ledger.emptyFiltered' : 'finance.ledger.empty') }}
        filtersClassName={styles.filters}
        filters={
          <>
            <Radio.Group
              value={kind}
              onChange={(e) => setKind(e.target.value as LedgerKind | 'all')}
              optionType="button"
              aria-label={t('finance.ledger.kindFilter')}
              options={[
                { value: 'all', label: t('finance.ledger.allKinds') },
                ...LEDGER_KINDS.map((k) => ({ value: k, label: t(`finance.kind.${k}` as MessageKey) })),
              ]}
            />
            <div className={styles.dates} role="group" aria-labelledby="ledger-dates">
              <span id="ledger-dates" className={styles.filterLabel}>
                {t('finance.ledger.dates')}
              </span>
              <label htmlFor="ledger-from" className="visually-hidden">
                {t('finance.ledger.from')}
              </label>
              <Input
                id="ledger-from"
                type="date"
                value={from}
                max={to || undefined}
                onChange={(e) => setFrom(e.target.value)}
                className={styles.date}
              />
              <span aria-hidden>–</span>
              <label htmlFor="ledger-to" className="visually-hidden">
                {t('finance.ledger.to')}
              </label>
              <Input id="ledger-to" type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} className={styles.date} />
              {from || to ? (
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    setFrom('');
                    setTo('');
                  }}
                  data-testid="clear-dates"
                >
                  {t('finance.ledger.clearDates')}
                </Button>
              ) : null}
            </div>
            <div className={styles.exports}>
              {(['csv', 'xlsx'] as const).map((format) => (
                <Button
                  key={format}
                  icon={<DownloadOutlined />}
                  onClick={() => exporting.mutate(format)}
                  loading={exporting.isPending && exporting.variables === format}
                  disabled={exporting.isPending && exporting.variables !== format}
                  data-testid={`export-${format}`}
                >
                  {t(format === 'csv' ? 'finance.export.csv' : 'finance.export.xlsx')}
                </Button>
              ))}
            </div>
          </>
        }
        banner={
          ready ? (
            <Alert
              type="success"
              showIcon
              closable={{ 'aria-label': t('finance.export.dismiss') }}
              onClose={() => setReady(null)}
              data-testid="export-ready"
              title={t('finance.export.ready', { rows: ready.rows })}
              description={
                <>
                  <a href={ready.url} download={ready.fileName} target="_blank" rel="noopener noreferrer">
                    {ready.fileName}
                  </a>{' '}
                  <span className={styles.hint}>{t('finance.export.valid')}</span>
                </>
              }
            />
          ) : null
        }
        wrap={(items, busy) => (
          <div className={styles.tableWrap}>
            <table className={`${shared.dataTable} ${styles.table}`} data-testid="ledger" aria-busy={busy}>
              <caption className="visually-hidden">{t('finance.ledger.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('finance.ledger.time')}</th>
                  <th scope="col">{t('finance.ledger.kind')}</th>
                  <th scope="col" className={styles.num}>
                    {t('finance.ledger.amount')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('finance.ledger.balanceAfter')}
                  </th>
                  <th scope="col">{t('finance.ledger.reason')}</th>
                  <th scope="col">{t('finance.ledger.link')}</th>
                </tr>
              </thead>
              <tbody>{items}</tbody>
            </table>
          </div>
        )}
      />
    </div>
  );
}
