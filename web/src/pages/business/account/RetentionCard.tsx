import './retentionMessages';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Input, Modal } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Panel from '@/components/Panel';
import { useI18n } from '@/i18n';
import { managesEnterprise } from '@/services/enterprise';
import { toastError, toastSuccess } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import { ApiError, RequestError } from '@/utils/request';
import { RETENTION_DEFAULTS, RETENTION_OUT_OF_RANGE, retentionQuery, setRetention } from './service';
import styles from '@/pages/business/index.module.css';

/**
 * "Data retention": how many days after a check ends its candidate's data is erased. Every member
 * who opens the page reads it; the owner and administrators change it (30–180 days), confirmed
 * first since it decides when personal data goes.
 */
export default function RetentionCard({ enterpriseId, role }: { enterpriseId: string | undefined; role: string | null | undefined }) {
  const { t, locale } = useI18n();
  const client = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const retention = useQuery(retentionQuery(enterpriseId));
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const r = { ...RETENTION_DEFAULTS, ...retention.data };
  const canEdit = managesEnterprise(role);
  const range = t('retention.range', { min: r.minDays, max: r.maxDays });

  const save = useMutation({
    mutationFn: (days: number) => setRetention(days),
    onSuccess: (updated) => {
      client.setQueryData(retentionQuery(enterpriseId).queryKey, updated);
      setEditing(false);
      toastSuccess(t('retention.saved'));
    },
    onError: (e) => {
      if (e instanceof RequestError && (e.kind === 'session' || e.kind === 'aborted')) return;
      if (e instanceof ApiError && e.code === RETENTION_OUT_OF_RANGE) setError(e.message);
      else toastError(e.message);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const days = /^\d{1,4}$/.test(draft.trim()) ? Number(draft.trim()) : NaN;
    if (!Number.isInteger(days) || days < r.minDays || days > r.maxDays) {
      setError(range);
      return;
    }
    setError(null);
    void modal.confirm({
      title: t('retention.confirmTitle', { days }),
      content: t('retention.applies'),
      okText: t('retention.confirmOk'),
      cancelText: t('retention.cancel'),
      okButtonProps: { ...({ 'data-testid': 'retention-confirm' } as Record<string, string>) },
      onOk: () => save.mutateAsync(days).catch(() => undefined),
    });
  };

  let body;
  if (retention.isPending && enterpriseId) {
    body = <p className={styles.hint}>…</p>;
  } else if (retention.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('retention.loadFailed')}
        action={
          <Button onClick={() => void retention.refetch()} loading={retention.isFetching}>
            {t('chunk.retry')}
          </Button>
        }
      />
    );
  } else if (editing) {
    body = (
      <form onSubmit={submit} noValidate data-testid="retention-form">
        <label htmlFor="retention-days" className={styles.hint}>
          {t('retention.label')}
        </label>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 6 }}>
          <Input
            id="retention-days"
            type="number"
            inputMode="numeric"
            min={r.minDays}
            max={r.maxDays}
            step={1}
            style={{ width: 120 }}
            value={draft}
            status={error ? 'error' : undefined}
            aria-invalid={!!error || undefined}
            aria-describedby={error ? 'retention-error retention-rule' : 'retention-rule'}
            onChange={(e) => {
              setError(null);
              setDraft(e.target.value);
            }}
            data-testid="retention-days"
          />
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="retention-save">
            {t('retention.save')}
          </Button>
          <Button onClick={() => setEditing(false)}>{t('retention.cancel')}</Button>
        </div>
        {error ? (
          <p id="retention-error" role="alert" className={styles.error} style={{ marginTop: 6 }} data-testid="retention-error">
            {error}
          </p>
        ) : null}
        <p id="retention-rule" className={styles.hint} style={{ marginTop: 6 }}>
          {t('retention.rule', { min: r.minDays, max: r.maxDays, default: r.defaultDays })}
        </p>
      </form>
    );
  } else {
    body = (
      <>
        <p data-testid="retention-current" style={{ margin: '0 0 6px' }}>
          {t('retention.current', { days: r.days ?? r.defaultDays })}
        </p>
        <p className={styles.hint}>{t('retention.rule', { min: r.minDays, max: r.maxDays, default: r.defaultDays })}</p>
        {r.updatedAt ? <p className={styles.hint}>{t('retention.updatedAt', { date: formatDateTime(r.updatedAt, locale) })}</p> : null}
        {canEdit ? null : (
          <p className={styles.hint} data-testid="retention-read-only">
            {t('retention.readOnly')}
          </p>
        )}
      </>
    );
  }

  return (
    <Panel
      title={t('retention.title')}
      testId="retention"
      extra={
        canEdit && !editing && retention.isSuccess ? (
          <Button
            icon={<EditOutlined />}
            onClick={() => {
              setDraft(String(r.days ?? r.defaultDays));
              setError(null);
              setEditing(true);
            }}
            data-testid="retention-edit"
          >
            {t('retention.edit')}
          </Button>
        ) : null
      }
    >
      {modalHolder}
      {body}
    </Panel>
  );
}
