import { useState } from 'react';
import { Button, Input, Modal } from 'antd';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import QueryList, { pageRows } from '@/components/QueryList';
import StatusBadge from '@/components/StatusBadge';
import { useI18n, type MessageKey } from '@/i18n';
import { toastError, toastSuccess } from '@/utils/feedback';
import { confirmDuplicates, downloadProblems, fixRow, removeProblemRows, removeRow, rowsQuery, type BatchView, type RowError, type RowFields, type RowView } from '@/pages/batch/service';
import styles from '@/pages/batch/index.module.css';

const SHOWN = ['name', 'phone', 'idNumber'] as const;

/** A field's problem in words: the code translated, the other row named. */
function useProblem() {
  const { t } = useI18n();
  return (e: RowError) => `${t(`batch.field.${e.field}` as MessageKey)}: ${t(`batch.code.${e.code}` as MessageKey, { row: e.row ?? '' })}`;
}

/** The row retyped in place; checked again on save. */
function RowEditor({ batch, row, onDone }: { batch: BatchView; row: RowView; onDone: () => void }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const problem = useProblem();
  // Starts from what the file held for the fields with a problem.
  const [values, setValues] = useState<RowFields>(() => ({ ...(row.values ?? {}) }));
  const [confirmDuplicate, setConfirmDuplicate] = useState(false);
  const recent = row.errors.some((e) => e.code === 'orderedRecently');
  const save = useMutation({
    mutationFn: () => fixRow(batch.batchId, row.row, values, confirmDuplicate),
    onSuccess: (fixed) => {
      void client.invalidateQueries({ queryKey: ['batch/rows', batch.batchId] });
      void client.invalidateQueries({ queryKey: ['batch/detail'] });
      if (fixed.valid) {
        toastSuccess(t('batch.row.fixed', { row: row.row }));
        onDone();
      } else {
        toastError(`${t('batch.row.stillWrong', { row: row.row })}: ${fixed.errors.map(problem).join('; ')}`);
      }
    },
    onError: (e) => toastError(e instanceof Error ? e.message : String(e)),
  });
  return (
    <form
      className={styles.editor}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      data-testid={`batch-editor-${row.row}`}
    >
      <p className={styles.meta}>{t('batch.row.fixHint')}</p>
      <div className={styles.editorFields}>
        {batch.columns.map((field) => {
          const id = `batch-fix-${row.row}-${field}`;
          const error = row.errors.find((e) => e.field === field);
          return (
            <div key={field} className={styles.editorField}>
              <label htmlFor={id}>{t(`batch.field.${field}` as MessageKey)}</label>
              <Input
                id={id}
                value={values[field] ?? ''}
                status={error ? 'error' : undefined}
                autoComplete="off"
                maxLength={field === 'position' ? 500 : 100}
                onChange={(e) => setValues({ ...values, [field]: e.target.value })}
                data-testid={`batch-fix-${field}`}
              />
            </div>
          );
        })}
      </div>
      {recent ? (
        <label className={styles.meta}>
          <input type="checkbox" checked={confirmDuplicate} onChange={(e) => setConfirmDuplicate(e.target.checked)} /> {t('batch.row.confirmDuplicate')}
        </label>
      ) : null}
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="batch-fix-save">
          {t('batch.row.save')}
        </Button>
        <Button onClick={onDone}>{t('batch.row.cancel')}</Button>
      </div>
    </form>
  );
}

/** What the file held for a field with a problem (only members who may fix the batch receive it). */
function FileValue({ row, field }: { row: RowView; field: string }) {
  const { t } = useI18n();
  const value = row.values?.[field];
  if (value === undefined) return null;
  return (
    <span className={styles.fileValue} data-testid={`batch-file-value-${row.row}-${field}`}>
      {t('batch.row.inFile')} {value === '' ? <em>{t('batch.row.emptyInFile')}</em> : <code>{value}</code>}
    </span>
  );
}

/**
 * The actions on every row with a problem at once: remove them all (after confirming with the
 * count), download them as a file to correct and upload again, confirm every 30-day duplicate.
 */
function BulkActions({ batch, onConfirmAll, confirming }: { batch: BatchView; onConfirmAll: () => void; confirming: boolean }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [modal, holder] = Modal.useModal();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['batch/rows', batch.batchId] });
    void client.invalidateQueries({ queryKey: ['batch/detail'] });
  };
  const removeAll = useMutation({
    mutationFn: () => removeProblemRows(batch.batchId),
    onSuccess: (done) => {
      refresh();
      toastSuccess(t('batch.bulk.removed', { count: done.changed }));
    },
    onError: (e) => toastError(e instanceof Error ? e.message : String(e)),
  });
  const download = useMutation({
    mutationFn: () => downloadProblems(batch.batchId),
    onSuccess: (file) => {
      window.location.assign(file.url);
    },
    onError: (e) => toastError(e instanceof Error ? e.message : String(e)),
  });
  if (batch.status !== 'ready' || batch.errorCount === 0) return null;
  return (
    <div className={styles.bulk} role="group" aria-label={t('batch.bulk.label')} data-testid="batch-bulk">
      {holder}
      <Button
        danger
        loading={removeAll.isPending}
        onClick={() =>
          void modal.confirm({
            title: t('batch.bulk.removeTitle', { count: batch.errorCount }),
            content: t('batch.bulk.removeText', { count: batch.errorCount }),
            okText: t('batch.bulk.removeOk', { count: batch.errorCount }),
            cancelText: t('batch.row.cancel'),
            okButtonProps: { danger: true, ...({ 'data-testid': 'batch-remove-all-ok' } as Record<string, string>) },
            onOk: () => removeAll.mutateAsync().catch(() => undefined),
          })
        }
        data-testid="batch-remove-all"
      >
        {t('batch.bulk.remove', { count: batch.errorCount })}
      </Button>
      <Button loading={download.isPending} onClick={() => download.mutate()} data-testid="batch-download-problems">
        {t('batch.bulk.download')}
      </Button>
      <Button loading={confirming} onClick={onConfirmAll} data-testid="batch-confirm-all">
        {t('batch.bulk.confirmAll')}
      </Button>
    </div>
  );
}

/** The batch's rows: problems marked on their cells, fixed in place or removed. */
export default function RowList({ batch }: { batch: BatchView }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const problem = useProblem();
  const [onlyErrors, setOnlyErrors] = useState(batch.errorCount > 0);
  const [editing, setEditing] = useState<number | null>(null);
  const [modal, holder] = Modal.useModal();
  const rows = useInfiniteQuery(rowsQuery(batch.batchId, onlyErrors));
  const remove = useMutation({
    mutationFn: (row: number) => removeRow(batch.batchId, row),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['batch/rows', batch.batchId] });
      void client.invalidateQueries({ queryKey: ['batch/detail'] });
    },
    onError: (e) => toastError(e instanceof Error ? e.message : String(e)),
  });
  const confirm = useMutation({
    mutationFn: (which: { rows?: number[]; all?: boolean }) => confirmDuplicates(batch.batchId, which),
    onSuccess: (done) => {
      void client.invalidateQueries({ queryKey: ['batch/rows', batch.batchId] });
      void client.invalidateQueries({ queryKey: ['batch/detail'] });
      toastSuccess(done.changed ? t('batch.bulk.confirmed', { count: done.changed }) : t('batch.bulk.noneToConfirm'));
    },
    onError: (e) => toastError(e instanceof Error ? e.message : String(e)),
  });
  const renderRow = (r: RowView) => {
    const byField = (field: string) => r.errors.filter((e) => e.field === field);
    return (
      <li key={r.row} className={styles.rowItem} data-testid={`batch-row-${r.row}`}>
        <div className={styles.row}>
          <span className={styles.rowNumber}>{t('batch.col.row')} {r.row}</span>
          {SHOWN.map((field) => {
            const errors = byField(field);
            return (
              <span key={field} className={errors.length ? `${styles.cell} ${styles.cellError}` : styles.cell} data-testid={errors.length ? `batch-cell-error-${r.row}-${field}` : undefined}>
                <span className={styles.cellLabel}>{t(`batch.col.${field}` as MessageKey)}</span>
                <span>{r[field] || '—'}</span>
                {errors.map((e) => (
                  <span key={e.code} className={styles.cellProblem}>
                    {problem(e)}
                  </span>
                ))}
                <FileValue row={r} field={field} />
              </span>
            );
          })}
          <span className={styles.rowActions}>
            {r.removed ? (
              <StatusBadge tone="neutral">{t('batch.row.removed')}</StatusBadge>
            ) : r.valid ? (
              <StatusBadge tone="success">{t('batch.row.ok')}</StatusBadge>
            ) : (
              <>
                {r.errors
                  .filter((e) => !SHOWN.includes(e.field as (typeof SHOWN)[number]))
                  .map((e) => (
                    <span key={e.field + e.code} className={styles.cellProblem}>
                      {problem(e)}
                      <FileValue row={r} field={e.field} />
                    </span>
                  ))}
                {r.errors.some((e) => e.code === 'orderedRecently') ? (
                  <Button
                    size="small"
                    onClick={() => confirm.mutate({ rows: [r.row] })}
                    loading={confirm.isPending && confirm.variables?.rows?.[0] === r.row}
                    data-testid={`batch-confirm-${r.row}`}
                  >
                    {t('batch.row.confirmOne')}
                  </Button>
                ) : null}
                <Button size="small" type="primary" ghost onClick={() => setEditing(r.row)} data-testid={`batch-fix-${r.row}`}>
                  {t('batch.row.fix')}
                </Button>
              </>
            )}
            {!r.removed ? (
              <Button
                size="small"
                danger
                type="text"
                onClick={() =>
                  void modal.confirm({
                    title: t('batch.row.removeConfirm', { row: r.row }),
                    okText: t('batch.row.remove'),
                    cancelText: t('batch.row.cancel'),
                    okButtonProps: { danger: true, ...({ 'data-testid': 'batch-remove-ok' } as Record<string, string>) },
                    onOk: () => remove.mutateAsync(r.row).catch(() => undefined),
                  })
                }
                data-testid={`batch-remove-${r.row}`}
              >
                {t('batch.row.remove')}
              </Button>
            ) : null}
          </span>
        </div>
        {editing === r.row ? <RowEditor batch={batch} row={r} onDone={() => setEditing(null)} /> : null}
      </li>
    );
  };

  return (
    <div>
      {holder}
      <div className={`${styles.toggle} ${styles.section}`} role="group" aria-label={t('batch.step.review')} data-testid="batch-rows-filter">
        <Button type={onlyErrors ? 'primary' : 'default'} aria-pressed={onlyErrors} onClick={() => setOnlyErrors(true)}>
          {t('batch.onlyErrors')}
        </Button>
        <Button type={onlyErrors ? 'default' : 'primary'} aria-pressed={!onlyErrors} onClick={() => setOnlyErrors(false)}>
          {t('batch.allRows')}
        </Button>
      </div>
      <BulkActions
        batch={batch}
        confirming={confirm.isPending && !!confirm.variables?.all}
        onConfirmAll={() =>
          void modal.confirm({
            title: t('batch.bulk.confirmTitle'),
            content: t('batch.bulk.confirmText'),
            okText: t('batch.bulk.confirmOk'),
            cancelText: t('batch.row.cancel'),
            okButtonProps: { ...({ 'data-testid': 'batch-confirm-all-ok' } as Record<string, string>) },
            onOk: () => confirm.mutateAsync({ all: true }).catch(() => undefined),
          })
        }
      />
      <QueryList
        query={rows}
        rows={pageRows<RowView>(rows.data)}
        renderRow={renderRow}
        testId="batch-rows"
        moreTestId="batch-rows-more"
        errorTitle={t('batch.list.loadFailed')}
        empty={{ description: onlyErrors ? t('batch.noErrors') : t('batch.nothingValid'), testId: 'batch-rows-empty' }}
      />
    </div>
  );
}
