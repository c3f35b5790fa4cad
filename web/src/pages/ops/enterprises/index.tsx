import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Form, Modal, Radio } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import FilePreview from '@/components/FileUpload/FilePreview';
import { reportFormError } from '@/components/form/serverErrors';
import PageHeader from '@/components/PageHeader';
import Panel from '@/components/Panel';
import { CertStatusBadge } from '@/components/StatusBadge';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { useI18n, type MessageKey } from '@/i18n';
import { DRAWER_BREAKPOINT } from '@/theme';
import { toastError, toastSuccess } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import { RequestError } from '@/utils/request';
import { OPS_FILTERS, opsQueueQuery, reviewEnterprise, type Decision, type OpsFilter, type OpsRow } from './service';
import shared from '@/styles/shared.module.css';
import styles from './index.module.css';
import QueryList, { pageRows } from '@/components/QueryList';
import ReasonModal from '@/components/ReasonModal';

const PHONE_QUERY = `(max-width: ${DRAWER_BREAKPOINT - 0.02}px)`;

/** The rejection: a reason the enterprise reads, required. */
function RejectModal({
  target,
  onClose,
  onDone,
}: {
  target: OpsRow | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useMutation({
    mutationFn: ({ enterpriseId, reason }: { enterpriseId: string; reason: string }) =>
      reviewEnterprise({ enterpriseId, decision: 'reject', reason }),
    onSuccess: () => {
      toastSuccess(t('ops.rejected', { name: target?.name ?? '' }));
      form.resetFields();
      onDone();
    },
    onError: (e) => reportFormError(form, e, ['reason']),
  });
  return (
    <ReasonModal
      form={form}
      formName="reject"
      open={!!target}
      title={t('ops.rejectTitle', { name: target?.name ?? '' })}
      okText={t('ops.reject')}
      label={t('ops.reason')}
      hint={t('ops.reasonHint')}
      requiredMessage={t('ops.reasonRequired')}
      loading={reject.isPending}
      onSubmit={(reason) => target && reject.mutate({ enterpriseId: target.enterpriseId, reason })}
      onCancel={onClose}
    />
  );
}

/** One enterprise under review: its details, the licence, and the decision. */
function ReviewDrawer({
  row,
  onClose,
  onApprove,
  onReject,
  approving,
}: {
  row: OpsRow | null;
  onClose: () => void;
  onApprove: (row: OpsRow) => void;
  onReject: (row: OpsRow) => void;
  approving: boolean;
}) {
  const { t, locale } = useI18n();
  const phone = useMediaQuery(PHONE_QUERY);
  const pending = row?.certStatus === 'pending_review';
  return (
    <Drawer
      open={!!row}
      onClose={onClose}
      title={row?.name}
      size={phone ? '100%' : 560}
      closeIcon={<CloseOutlined aria-label={t('ops.close')} />}
      data-testid="review-drawer"
      footer={
        row && pending ? (
          <div className={styles.actions}>
            <Button danger icon={<CloseOutlined />} onClick={() => onReject(row)} data-testid="reject">
              {t('ops.reject')}
            </Button>
            <Button type="primary" icon={<CheckOutlined />} loading={approving} onClick={() => onApprove(row)} data-testid="approve">
              {t('ops.approve')}
            </Button>
          </div>
        ) : null
      }
    >
      {row ? (
        <div className={styles.drawerBody}>
          <CertStatusBadge status={row.certStatus} />
          {row.certStatus === 'rejected' && row.rejectReason ? (
            <Alert type="error" showIcon title={t('account.rejectReason', { reason: row.rejectReason })} />
          ) : null}
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'creditCode', label: t('enterprise.creditCode'), children: row.creditCode },
              { key: 'region', label: t('enterprise.region'), children: (row.regionPath ?? []).join(' / ') || '—' },
              { key: 'contactName', label: t('enterprise.contactName'), children: row.contactName },
              ...(row.contactPhoneMasked ? [{ key: 'contactPhone', label: t('enterprise.contactPhone'), children: row.contactPhoneMasked }] : []),
              { key: 'submittedAt', label: t('account.submittedAt'), children: formatDateTime(row.submittedAt, locale) },
            ]}
          />
          <section>
            <h3 className={styles.licenseTitle}>{t('enterprise.license')}</h3>
            {row.licenseUrl ? (
              <div className={styles.license}>
                <FilePreview url={row.licenseUrl} alt={t('ops.licenseAlt', { name: row.name })} />
              </div>
            ) : (
              <p className={styles.muted}>{t('ops.noLicense')}</p>
            )}
          </section>
        </div>
      ) : null}
    </Drawer>
  );
}

/**
 * Enterprise review (`/ops/enterprises`), for the platform's operators: the queue by status
 * (waiting for review first), each enterprise's details and licence in a drawer, and the
 * decision — approve (confirmed) or reject with a reason the enterprise reads.
 */
export default function OpsEnterprisesPage() {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const [filter, setFilter] = useState<OpsFilter>('pending_review');
  const [open, setOpen] = useState<OpsRow | null>(null);
  const [rejecting, setRejecting] = useState<OpsRow | null>(null);
  const queue = useInfiniteQuery(opsQueueQuery(filter));

  const done = () => {
    setOpen(null);
    setRejecting(null);
    void queryClient.invalidateQueries({ queryKey: ['enterprise/ops/list'] });
  };

  const approve = useMutation({
    mutationFn: (row: OpsRow) => reviewEnterprise({ enterpriseId: row.enterpriseId, decision: 'approve' satisfies Decision }),
    onSuccess: (_r, row) => {
      toastSuccess(t('ops.approved', { name: row.name }));
      done();
    },
    onError: (e) => {
      if (e instanceof RequestError && (e.kind === 'session' || e.kind === 'aborted')) return;
      toastError(e.message);
      void queryClient.invalidateQueries({ queryKey: ['enterprise/ops/list'] });
    },
  });

  const confirmApprove = (row: OpsRow) =>
    void modal.confirm({
      title: t('ops.approveTitle', { name: row.name }),
      content: t('ops.approveText'),
      okText: t('ops.approve'),
      cancelText: t('common.cancel'),
      onOk: () => approve.mutateAsync(row).catch(() => undefined),
    });

  return (
    <>
      <PageHeader title={t('screen.opsEnterprises')} />
      {modalHolder}
      <Panel>
        <QueryList
          query={queue}
          rows={pageRows<OpsRow>(queue.data)}
          renderRow={(row) => (
            <li key={row.enterpriseId} className={`${shared.queueRow} ${styles.item}`}>
              <div className={styles.who}>
                <strong>{row.name}</strong>
                <span className={styles.meta}>{row.creditCode}</span>
              </div>
              <div className={styles.facts}>
                <span>{(row.regionPath ?? []).join(' / ') || '—'}</span>
                <span>{row.contactName}</span>
                <span className={styles.meta}>{t('ops.submittedOn', { date: formatDateTime(row.submittedAt, locale) })}</span>
              </div>
              <div className={`${shared.rowActions} ${styles.itemActions}`}>
                <CertStatusBadge status={row.certStatus} />
                <Button
                  size="small"
                  type={row.certStatus === 'pending_review' ? 'primary' : 'default'}
                  onClick={() => setOpen(row)}
                  aria-label={`${row.certStatus === 'pending_review' ? t('ops.review') : t('ops.view')} ${row.name}`}
                  data-testid={`open-${row.enterpriseId}`}
                >
                  {row.certStatus === 'pending_review' ? t('ops.review') : t('ops.view')}
                </Button>
              </div>
            </li>
          )}
          testId="ops-queue"
          moreTestId="ops-more"
          errorTitle={t('ops.loadFailed')}
          empty={{ description: filter === 'pending_review' ? t('ops.emptyPending') : t('ops.empty') }}
          filters={
            <Radio.Group
              value={filter}
              onChange={(e) => setFilter(e.target.value as OpsFilter)}
              optionType="button"
              buttonStyle="solid"
              aria-label={t('ops.filter')}
              options={OPS_FILTERS.map((f) => ({ value: f, label: t(f === 'all' ? 'ops.all' : (`certStatus.${f}` as MessageKey)) }))}
            />
          }
        />
      </Panel>
      <ReviewDrawer row={open} onClose={() => setOpen(null)} onApprove={confirmApprove} onReject={setRejecting} approving={approve.isPending} />
      <RejectModal target={rejecting} onClose={() => setRejecting(null)} onDone={done} />
    </>
  );
}
