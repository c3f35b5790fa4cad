// Registers the batch texts before anything of the screen renders.
import '@/pages/batch/messages';
import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import { CheckCircleFilled, DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import LinkButton from '@/components/LinkButton';
import PageHeader from '@/components/PageHeader';
import { OnboardingBlocker } from '@/components/OnboardingChecklist';
import PageLoading from '@/components/PageLoading';
import Panel from '@/components/Panel';
import { useI18n, type MessageKey, type Translate } from '@/i18n';
import { useLogin } from '@/models/login';
import { toastError } from '@/utils/feedback';
import { formatFen } from '@/utils/money';
import { ApiError } from '@/utils/request';
import { accountQuery } from '@/pages/finance/service';
import PackagePicker from '@/pages/packages/PackagePicker';
import { packagesQuery } from '@/pages/packages/service';
import {
  batchQuery,
  createBatch,
  downloadTemplate,
  isMoving,
  MAX_FILE_BYTES,
  submitBatch,
  uploadBatchFile,
  type BatchView,
} from '@/pages/batch/service';
import Bar from '@/pages/batch/Bar';
import BatchProgress from '@/pages/batch/BatchProgress';
import RowList from './RowList';
import shared from '@/styles/shared.module.css';
import styles from '@/pages/batch/index.module.css';
import * as ErrorCode from '@/services/errorCodes';

/** A refused file in words: the reason, the columns expected, the row cap. */
function fileError(t: Translate, e: unknown): string {
  if (!(e instanceof ApiError)) return e instanceof Error ? e.message : String(e);
  const data = (e.data ?? {}) as { reason?: string; columns?: string[]; maxRows?: number };
  switch (e.code) {
    case ErrorCode.BatchFileUnreadable:
      return t('batch.error.4301', { reason: t(`batch.reason.${data.reason ?? 'unreadable'}` as MessageKey) });
    case ErrorCode.BatchNoHeader:
      return t('batch.error.4302', { columns: (data.columns ?? []).join(' / ') });
    case ErrorCode.BatchNoRows:
      return t('batch.error.4303');
    case ErrorCode.BatchTooManyRows:
      return t('batch.error.4304', { max: (data.maxRows ?? 10000).toLocaleString() });
    default:
      return e.message;
  }
}

/** A file dropped on it or chosen through it (keyboard: the button). */
function DropZone({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const className = [styles.drop, over ? styles.dropOver : '', disabled ? styles.dropDisabled : ''].filter(Boolean).join(' ');
  return (
    <div
      className={className}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const file = e.dataTransfer.files[0];
        if (!disabled && file) onFile(file);
      }}
      onClick={() => !disabled && input.current?.click()}
      data-testid="batch-drop"
    >
      <InboxOutlined className={styles.dropIcon} aria-hidden />
      <Button type="link" disabled={disabled} onClick={(e) => (e.stopPropagation(), input.current?.click())}>
        {t('batch.drop')}
      </Button>
      <span className={styles.meta}>{t('batch.dropHint')}</span>
      <input
        ref={input}
        type="file"
        accept=".xlsx,.csv"
        hidden
        disabled={disabled}
        aria-label={t('batch.drop')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
          e.target.value = '';
        }}
        data-testid="batch-file"
      />
    </div>
  );
}

/** Step 1–2: the package, its template, the file. */
function Start({ onCreated }: { onCreated: (batchId: string) => void }) {
  const { t } = useI18n();
  const { state } = useLogin();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const packages = useInfiniteQuery(packagesQuery(enterpriseId, 'active', ''));
  const rows = useMemo(() => packages.data?.pages.flatMap((p) => p.list) ?? [], [packages.data]);
  const [packageId, setPackageId] = useState<string | undefined>();
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const template = useMutation({
    mutationFn: (format: 'xlsx' | 'csv') => downloadTemplate(packageId ?? '', format),
    onError: (e) => toastError(e instanceof Error ? e.message : String(e)),
  });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      setProblem(null);
      setPercent(0);
      const stored = await uploadBatchFile(file, setPercent);
      setPercent(100);
      return createBatch(packageId ?? '', stored.key);
    },
    onSuccess: (created) => onCreated(created.batchId),
    onError: (e) => {
      setPercent(null);
      setProblem(fileError(t, e));
    },
  });

  const accept = (file: File) => {
    const name = file.name.toLowerCase();
    if (!name.endsWith('.xlsx') && !name.endsWith('.csv')) setProblem(t('batch.wrongType'));
    else if (file.size > MAX_FILE_BYTES) setProblem(t('batch.tooLarge'));
    else upload.mutate(file);
  };

  return (
    <>
      <Panel title={t('batch.step.package')}>
        {rows.length || packages.isPending ? (
          <PackagePicker packages={rows} value={packageId} onChange={setPackageId} testId="batch-package" />
        ) : (
          <span>
            {t('order.form.noPackages')} <Link to="/mealManage/add">{t('order.form.buildPackage')}</Link>
          </span>
        )}
        <div className={`${styles.actions} ${styles.section}`}>
          <Button icon={<DownloadOutlined />} disabled={!packageId} loading={template.isPending && template.variables === 'xlsx'} onClick={() => template.mutate('xlsx')} data-testid="batch-template">
            {t('batch.template')}
          </Button>
          <Button type="link" disabled={!packageId} onClick={() => template.mutate('csv')} data-testid="batch-template-csv">
            {t('batch.templateCsv')}
          </Button>
        </div>
        <p className={styles.meta}>{t('batch.templateHint')}</p>
      </Panel>
      <Panel title={t('batch.step.upload')}>
        {!packageId ? <p className={styles.meta}>{t('batch.packageRequired')}</p> : null}
        <DropZone disabled={!packageId || upload.isPending} onFile={accept} />
        {percent !== null ? (
          <div className={styles.section} role="status" data-testid="batch-upload-progress">
            <Bar label={t('batch.step.upload')} percent={percent} />
            <span className={styles.meta}>{percent < 100 ? t('batch.uploading', { percent }) : t('batch.validating')}</span>
          </div>
        ) : null}
        {problem ? <Alert className={styles.section} type="error" showIcon title={problem} data-testid="batch-file-error" /> : null}
      </Panel>
    </>
  );
}

/** Step 3: counts, price against balance, the rows, submit after a confirmation. */
function Review({ batch }: { batch: BatchView }) {
  const { t, locale } = useI18n();
  const client = useQueryClient();
  const { state } = useLogin();
  const account = useQuery(accountQuery(state.userInfo?.enterprise?.id));
  const [modal, holder] = Modal.useModal();
  const key = useRef<string | null>(null);
  const balance = account.data?.balanceFen;
  const total = batch.priceFen;
  const short = balance !== undefined && total > balance;
  const submit = useMutation({
    mutationFn: () => {
      key.current ??= crypto.randomUUID();
      return submitBatch(batch.batchId, key.current);
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['batch/detail'] });
      void client.invalidateQueries({ queryKey: ['finance/account'] });
      void client.invalidateQueries({ queryKey: ['batch/list'] });
    },
    onError: (e) => {
      toastError(e instanceof Error ? e.message : String(e));
      void client.invalidateQueries({ queryKey: ['batch/detail'] });
      void client.invalidateQueries({ queryKey: ['finance/account'] });
    },
  });
  const confirm = () =>
    void modal.confirm({
      title: t('batch.confirm.title'),
      content: t('batch.confirm.text', { total: formatFen(total, locale), count: batch.validCount, package: batch.packageName }),
      okText: t('batch.confirm.ok'),
      cancelText: t('batch.confirm.cancel'),
      okButtonProps: { ...({ 'data-testid': 'batch-confirm-ok' } as Record<string, string>) },
      onOk: () => submit.mutateAsync().catch(() => undefined),
    });
  const figures: [MessageKey, string, string][] = [
    ['batch.summary.rows', String(batch.rowCount), 'sum-rows'],
    ['batch.summary.valid', String(batch.validCount), 'sum-valid'],
    ['batch.summary.errors', String(batch.errorCount), 'sum-errors'],
    ['batch.summary.removed', String(batch.removedCount), 'sum-removed'],
  ];
  return (
    <>
      {holder}
      <div className={shared.formLayout}>
        <Panel title={t('batch.step.review')}>
          <RowList batch={batch} />
        </Panel>
        <Panel>
          <dl className={styles.summary} data-testid="batch-summary">
            {figures.map(([label, value, id]) => (
              <div key={id} className={styles.summaryLine}>
                <dt>{t(label)}</dt>
                <dd data-testid={`batch-${id}`}>{value}</dd>
              </div>
            ))}
            <div className={styles.summaryLine}>
              <dt>{t('batch.summary.unit')}</dt>
              <dd>{formatFen(batch.unitPriceFen, locale)}</dd>
            </div>
            <div className={styles.summaryLine}>
              <dt>{t('batch.summary.total')}</dt>
              <dd data-testid="batch-total">{formatFen(total, locale)}</dd>
            </div>
            <div className={styles.summaryLine}>
              <dt>{t('batch.summary.balance')}</dt>
              <dd data-testid="batch-balance">{balance === undefined ? '—' : formatFen(balance, locale)}</dd>
            </div>
            <div className={styles.summaryLine}>
              <dt>{t('batch.summary.after')}</dt>
              <dd>{balance === undefined ? '—' : formatFen(balance - total, locale)}</dd>
            </div>
          </dl>
          {short ? (
            <Alert
              type="error"
              showIcon
              title={t('batch.short', { amount: formatFen(total - (balance ?? 0), locale) })}
              action={<Link to="/financialManage">{t('batch.recharge')}</Link>}
              data-testid="batch-short"
            />
          ) : null}
          <Button
            className={styles.section}
            type="primary"
            size="large"
            block
            disabled={short || batch.validCount === 0 || batch.errorCount > 0}
            loading={submit.isPending}
            onClick={confirm}
            data-testid="batch-submit"
          >
            {t('batch.submit', { count: batch.validCount })}
          </Button>
          {batch.errorCount > 0 ? (
            <p className={styles.meta} data-testid="batch-fix-first">
              {t('batch.fixFirst', { count: batch.errorCount })}
            </p>
          ) : null}
        </Panel>
      </div>
    </>
  );
}

/**
 * `/batchBack`: choose a package, download its template, upload the filled file (drag and drop,
 * progress), review the rows with each problem on its cell, fix or remove rows in place, see the
 * price against the balance, confirm, then follow the orders and texts. The batch id is in the
 * address, so a reload comes back to the same step.
 */
export default function BatchNewPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const batchId = params.get('batchId') ?? '';
  const { state } = useLogin();
  const batch = useQuery(batchQuery(state.userInfo?.enterprise?.id, batchId));
  const b = batch.data;
  const step = !batchId ? 0 : b?.status === 'ready' || b?.status === 'validating' ? 2 : 3;

  let body;
  if (!batchId) body = <Start onCreated={(id) => setParams({ batchId: id })} />;
  else if (batch.isPending) body = <PageLoading />;
  else if (!b)
    body = (
      <Panel>
        <div className={styles.done} data-testid="batch-not-found">
          <p className={styles.doneTitle}>{t('batch.detail.notFound')}</p>
          <LinkButton to="/batchBack">{t('batch.progress.another')}</LinkButton>
        </div>
      </Panel>
    );
  else if (step === 2) body = <Review batch={b} />;
  else
    body = (
      <Panel title={t('batch.step.progress')}>
        <BatchProgress batch={b} />
        {!isMoving(b) ? (
          <div className={styles.done} data-testid="batch-done">
            <CheckCircleFilled className={styles.dropIcon} aria-hidden />
            <p className={styles.doneTitle}>{t('batch.progress.done', { count: b.validCount })}</p>
            <div className={styles.actions} style={{ justifyContent: 'center' }}>
              <LinkButton type="primary" to={`/batchRecord/detail?batchId=${encodeURIComponent(b.batchId)}`} data-testid="batch-view">
                {t('batch.progress.view')}
              </LinkButton>
              <LinkButton to="/batchBack">{t('batch.progress.another')}</LinkButton>
            </div>
          </div>
        ) : null}
      </Panel>
    );

  return (
    <>
      <PageHeader title={t('screen.batchBack')} />
      {step === 0 ? <OnboardingBlocker back="/batchBack" /> : null}
      <ol className={styles.stepList} aria-label={t('screen.batchBack')}>
        {(['batch.step.package', 'batch.step.upload', 'batch.step.review', 'batch.step.progress'] as const).map((key, i) => (
          <li key={key} aria-current={i === step ? 'step' : undefined} className={i < step ? styles.stepDone : undefined}>
            {t(key)}
          </li>
        ))}
      </ol>
      {body}
    </>
  );
}
