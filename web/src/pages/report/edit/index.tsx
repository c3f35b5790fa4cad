// Registers the report texts and the edit page's before anything of the screen renders.
import '@/pages/report/messages';
import './messages';
import { useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import LinkButton from '@/components/LinkButton';
import PageHeader from '@/components/PageHeader';
import PageLoading from '@/components/PageLoading';
import Panel from '@/components/Panel';
import { REASON_MAX } from '@/components/ReasonModal';
import StatusBadge, { type Tone } from '@/components/StatusBadge';
import { reportFormError } from '@/components/form/serverErrors';
import { useI18n, type MessageKey } from '@/i18n';
import { toastError, toastSuccess } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import { ApiError } from '@/utils/request';
import DisputeView from '@/pages/report/Dispute';
import History from '@/pages/report/History';
import { GRADES, opsReportQuery, saveVersion, type Grade, type ItemEdit, type OpsReport } from './service';
import controls from '@/styles/shared.module.css';
import shared from '@/styles/shared.module.css';
import styles from './index.module.css';
import { gradeLabel, overallLabel } from '@/utils/grades';
import * as ErrorCode from '@/services/errorCodes';

const GRADE_TONE: Record<Grade, Tone> = { green: 'success', yellow: 'warning', red: 'error' };
const STATE_TONE = { undecided: 'neutral', proceed: 'success', declined: 'error', disputed: 'warning' } as const;

interface Values {
  items: Record<string, { grade: Grade; findings: string }>;
  note: string;
  reason: string;
}

/** Each code once (an edit changes every item of its code), with its first item's grade and findings. */
function editableItems(current: OpsReport['current'], zh: boolean) {
  const seen = new Set<string>();
  return current.items.flatMap((i) => {
    if (seen.has(i.code)) return [];
    seen.add(i.code);
    const findings = (zh ? (i.findingsZh ?? i.findingsEn) : (i.findingsEn ?? i.findingsZh)) ?? '';
    return [{ ...i, name: zh ? i.nameZh : i.nameEn, source: (zh && i.sourceZh) || i.source, findings }];
  });
}

/** The form on the current version: a grade and findings per check, a note, the reason; saved as a new version. */
function EditForm({ data, onSaved, onStale }: { data: OpsReport; onSaved: (version: number) => void; onStale: () => void }) {
  const { t, locale } = useI18n();
  const [form] = Form.useForm<Values>();
  const [modal, modalHolder] = Modal.useModal();
  const current = data.current;
  const items = editableItems(current, locale === 'zh-CN');
  const disputed = current.state === 'disputed' && current.dispute?.status === 'open';
  const next = current.version + 1;

  const save = useMutation({
    mutationFn: (body: Parameters<typeof saveVersion>[0]) => saveVersion(body, disputed),
    onSuccess: (report) => {
      toastSuccess(t('reportEdit.saved', { version: report.version }));
      onSaved(report.version);
    },
    onError: (e) => {
      if (e instanceof ApiError && e.code === ErrorCode.ReportChanged) {
        toastError(t('reportEdit.changed'));
        onStale();
        return;
      }
      if (e instanceof ApiError && e.code === ErrorCode.NoOpenDispute) {
        toastError(t('reportEdit.noDispute'));
        onStale();
        return;
      }
      reportFormError(form, e, ['reason', 'note']);
    },
  });

  const submit = (values: Values) => {
    const edits: ItemEdit[] = items.flatMap((i) => {
      const v = values.items?.[i.code];
      if (!v) return [];
      const edit: ItemEdit = { code: i.code };
      if (v.grade !== i.grade) edit.grade = v.grade;
      const findings = (v.findings ?? '').trim();
      if (findings !== i.findings.trim()) edit.findings = findings;
      return edit.grade || edit.findings !== undefined ? [edit] : [];
    });
    const body = { orderId: current.orderId, reason: values.reason.trim(), note: values.note?.trim() || null, items: edits };
    void modal.confirm({
      title: t(disputed ? 'reportEdit.confirmResolve' : 'reportEdit.confirmSave', { version: next }),
      content: t(disputed ? 'reportEdit.confirmResolveText' : 'reportEdit.confirmSaveText'),
      okText: t('reportEdit.publish'),
      okButtonProps: { ...({ 'data-testid': 'report-edit-confirm' } as Record<string, string>) },
      cancelText: t('common.cancel'),
      onOk: () => save.mutateAsync(body).catch(() => undefined),
    });
  };

  const initialValues: Values = {
    items: Object.fromEntries(items.map((i) => [i.code, { grade: i.grade, findings: i.findings }])),
    note: current.note ?? '',
    reason: '',
  };
  const gradeOptions = GRADES.map((g) => ({ value: g, label: gradeLabel(g, locale) }));

  return (
    <Form form={form} name="reportEdit" layout="vertical" initialValues={initialValues} onFinish={submit} data-testid="report-edit-form">
      {modalHolder}
      <Panel title={t('reportEdit.items')}>
        <p className={styles.hint}>{t('reportEdit.itemsHint')}</p>
        <ol className={styles.items}>
          {items.map((i) => (
            <li key={i.code} className={shared.entry} data-testid={`edit-item-${i.code}`}>
              <div className={shared.entryHead}>
                <h3 className={styles.itemName}>{i.name}</h3>
                <StatusBadge tone={GRADE_TONE[i.grade]}>{gradeLabel(i.grade, locale)}</StatusBadge>
                {i.source ? <span className={styles.meta}>{t('report.source', { source: i.source })}</span> : null}
              </div>
              <div className={styles.itemFields}>
                <Form.Item name={['items', i.code, 'grade']} label={t('reportEdit.grade')} className={styles.grade}>
                  <select className={controls.fieldSelect} aria-label={t('reportEdit.gradeOf', { item: i.name })} data-testid={`edit-grade-${i.code}`}>
                    {gradeOptions.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </Form.Item>
                <Form.Item
                  name={['items', i.code, 'findings']}
                  label={t('reportEdit.findings')}
                  extra={t('reportEdit.findingsHint')}
                  className={styles.findings}
                  rules={[{ max: REASON_MAX, message: t('enterprise.tooLong', { max: REASON_MAX }) }]}
                >
                  <Input.TextArea
                    rows={2}
                    maxLength={REASON_MAX}
                    aria-label={t('reportEdit.findingsOf', { item: i.name })}
                    data-testid={`edit-findings-${i.code}`}
                  />
                </Form.Item>
              </div>
            </li>
          ))}
        </ol>
      </Panel>
      <Panel>
        <Form.Item name="note" label={t('reportEdit.note')} extra={t('reportEdit.noteHint')} rules={[{ max: REASON_MAX, message: t('enterprise.tooLong', { max: REASON_MAX }) }]}>
          <Input.TextArea rows={2} maxLength={REASON_MAX} data-testid="edit-note" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t(disputed ? 'reportEdit.answer' : 'reportEdit.reason')}
          extra={t(disputed ? 'reportEdit.answerHint' : 'reportEdit.reasonHint')}
          rules={[
            { required: true, whitespace: true, message: t(disputed ? 'reportEdit.answerRequired' : 'reportEdit.reasonRequired') },
            { max: REASON_MAX, message: t('enterprise.tooLong', { max: REASON_MAX }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount data-testid="edit-reason" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="report-edit-save">
          {t(disputed ? 'reportEdit.resolve' : 'reportEdit.save')}
        </Button>
      </Panel>
    </Form>
  );
}

/**
 * `/reportDetail/edit?orderId=` (platform operators): an analyst's correction of a report as a new
 * version, with who, when and why: a grade and findings per check, a note and the required reason.
 * When the candidate disputed the report, the dispute shows above and saving answers it
 * (`ops/resolve`); else it is a correction (`ops/edit`). A report changed meanwhile (4402) is
 * reloaded. The history shows every version and what it changed.
 */
export default function ReportEditPage() {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const client = useQueryClient();
  const detail = useQuery(opsReportQuery(orderId));
  const [saved, setSaved] = useState<number | null>(null);
  const title = t('screen.reportDetailEdit');
  const crumbs = [{ title: t('menu.group.ops') }, { title: t('screen.opsDisputes'), to: '/ops/disputes' }, { title }];
  const reload = () => {
    void client.invalidateQueries({ queryKey: ['report/ops/detail'] });
    void client.invalidateQueries({ queryKey: ['report/ops/disputes'] });
  };

  if (!orderId) {
    return (
      <>
        <PageHeader title={title} crumbs={crumbs} />
        <Panel>
          <Alert type="info" showIcon title={t('reportEdit.missing')} action={<LinkButton to="/ops/disputes">{t('reportEdit.toQueue')}</LinkButton>} />
        </Panel>
      </>
    );
  }
  if (detail.isPending) return <PageLoading />;
  if (detail.isError) {
    const code = detail.error instanceof ApiError ? detail.error.code : undefined;
    return (
      <>
        <PageHeader title={title} crumbs={crumbs} />
        <Panel>
          <Alert
            type="error"
            showIcon
            data-testid="report-edit-unavailable"
            title={code === ErrorCode.NotFound ? t('reportEdit.notFound') : code === ErrorCode.ReportNotReady ? t('report.notReady') : t('report.loadFailed')}
            action={
              <Button onClick={() => void detail.refetch()} loading={detail.isFetching}>
                {t('chunk.retry')}
              </Button>
            }
          />
        </Panel>
      </>
    );
  }

  const { current, versions } = detail.data;
  const dispute = current.dispute;
  return (
    <>
      <PageHeader title={`${title} · ${current.orderNo}`} crumbs={crumbs} />
      <div className={styles.page}>
        {saved ? <Alert type="success" showIcon role="status" title={t('reportEdit.saved', { version: saved })} data-testid="report-edit-saved" /> : null}
        <Panel title={t('reportEdit.current')}>
          <dl className={shared.facts} data-testid="report-edit-current" data-version={current.version}>
            <dt>{t('reportEdit.orderNo')}</dt>
            <dd>{current.orderNo}</dd>
            <dt>{t('report.candidate')}</dt>
            <dd>
              {current.candidate.name} · {current.candidate.phone}
            </dd>
            <dt>{t('report.package')}</dt>
            <dd>{t('report.packageVersion', { name: current.packageName, version: current.packageVersion })}</dd>
            <dt>{t('reportEdit.version')}</dt>
            <dd>
              {t('report.history.version', { version: current.version })} · {formatDateTime(current.createdAt, locale)}
            </dd>
            <dt>{t('reportEdit.overall')}</dt>
            <dd>{overallLabel(current.overallResult, locale)}</dd>
            <dt>{t('reportEdit.state')}</dt>
            <dd>
              <StatusBadge tone={STATE_TONE[current.state] ?? 'neutral'} testId="report-edit-state">
                {t(`report.state.${current.state}` as MessageKey)}
              </StatusBadge>
            </dd>
          </dl>
        </Panel>
        {dispute && dispute.status === 'open' ? (
          <Panel title={t('reportEdit.disputeTitle')} testId="report-edit-dispute">
            <DisputeView dispute={dispute} items={current.items} />
          </Panel>
        ) : null}
        <EditForm
          key={current.version}
          data={detail.data}
          onSaved={(version) => {
            setSaved(version);
            reload();
          }}
          onStale={() => {
            setSaved(null);
            reload();
          }}
        />
        <Panel title={t('report.history')}>
          <History versions={versions} showAnalystIds />
        </Panel>
      </div>
    </>
  );
}
