import { useState } from 'react';
import { Alert, Button, Descriptions } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import FileUpload from '@/components/FileUpload';
import FilePreview from '@/components/FileUpload/FilePreview';
import { uploadHint } from '@/components/FileUpload/service';
import LinkButton from '@/components/LinkButton';
import PageLoading from '@/components/PageLoading';
import Panel from '@/components/Panel';
import { CertStatusBadge } from '@/components/StatusBadge';
import { useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import { toastSuccess } from '@/utils/feedback';
import { formatDate, formatDateTime } from '@/utils/format';
import { RequestError } from '@/utils/request';
import ManageFrame from '@/pages/business/ManageFrame';
import ProfileForm from './ProfileForm';
import RetentionCard from './RetentionCard';
import { contractAccepted, enterpriseDetailQuery, updateEnterprise, type EnterpriseDetail } from './service';
import styles from '@/pages/business/index.module.css';

/** The enterprise's logo: shown, and replaced at once (no review). */
function LogoCard({ detail }: { detail: EnterpriseDetail }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (logoFileKey: string) => updateEnterprise({ logoFileKey }),
    onSuccess: (updated) => {
      queryClient.setQueryData(enterpriseDetailQuery(detail.enterpriseId).queryKey, updated);
      toastSuccess(t('account.logoSaved'));
    },
    onError: (e) => {
      if (!(e instanceof RequestError && (e.kind === 'session' || e.kind === 'aborted'))) setError(e.message);
    },
  });
  return (
    <Panel title={t('account.logo')}>
      <FileUpload
        id="logo"
        purpose="logo"
        value={detail.logoUrl ? { url: detail.logoUrl, key: detail.logoFileKey ?? undefined } : null}
        onChange={(file) => {
          setError(null);
          save.mutate(file.key);
        }}
        onError={setError}
        describedBy={error ? 'logo_error logo_extra' : 'logo_extra'}
        invalid={!!error}
        alt={t('account.logoAlt', { name: detail.name })}
        label={t('account.logo')}
        disabled={save.isPending}
      />
      {error ? (
        <p id="logo_error" role="alert" className={styles.error} data-testid="logo-error">
          {error}
        </p>
      ) : null}
      <p id="logo_extra" className={styles.hint}>
        {uploadHint(t, 'logo')}
      </p>
    </Panel>
  );
}

/** The contract and whether ordering is open. */
function StatusCard({ detail }: { detail: EnterpriseDetail }) {
  const { t, locale } = useI18n();
  const accepted = contractAccepted(detail);
  return (
    <Panel title={t('account.contract')}>
      <div className={styles.status}>
        <p className={styles.hint} data-testid="account-contract">
          {accepted
            ? t('contract.acceptedOn', { version: detail.contractVersionAccepted ?? '', date: formatDate(detail.contractAcceptedAt, locale) })
            : detail.contractVersionAccepted
              ? t('account.contractOutdated', { accepted: detail.contractVersionAccepted, current: detail.contractVersion })
              : t('account.contractNotAccepted', { version: detail.contractVersion })}
        </p>
        <div>
          <LinkButton to="/serviceContract" type={accepted ? 'default' : 'primary'}>
            {accepted ? t('account.viewContract') : t('enterSuccess.readContract')}
          </LinkButton>
        </div>
        <Alert
          type={detail.canOrder ? 'success' : 'info'}
          showIcon
          title={detail.canOrder ? t('enterSuccess.canOrder') : t('enterSuccess.cannotOrder')}
          data-testid="can-order"
        />
      </div>
    </Panel>
  );
}

/** The profile as read: every field, the licence, the dates. */
function ProfileView({ detail }: { detail: EnterpriseDetail }) {
  const { t, locale } = useI18n();
  return (
    <Descriptions
      column={{ xs: 1, sm: 1, md: 1, lg: 2 }}
      size="middle"
      items={[
        { key: 'name', label: t('enterprise.name'), children: detail.name },
        { key: 'creditCode', label: t('enterprise.creditCode'), children: detail.creditCode },
        { key: 'region', label: t('enterprise.region'), children: (detail.regionPath ?? []).join(' / ') || '—' },
        { key: 'address', label: t('enterprise.address'), children: detail.address },
        { key: 'contactName', label: t('enterprise.contactName'), children: detail.contactName },
        { key: 'contactPhone', label: t('enterprise.contactPhone'), children: detail.contactPhoneMasked },
        { key: 'submittedAt', label: t('account.submittedAt'), children: formatDateTime(detail.submittedAt, locale) },
        { key: 'reviewedAt', label: t('account.reviewedAt'), children: formatDateTime(detail.reviewedAt, locale) },
        {
          key: 'license',
          label: t('enterprise.license'),
          span: 'filled',
          children: detail.licenseUrl ? <FilePreview url={detail.licenseUrl} alt={t('enterprise.licenseAlt')} /> : '—',
        },
      ]}
    />
  );
}

/** Account settings (`/businessManage/account`): the enterprise's profile, certification, logo, contract and data retention. */
export default function BusinessAccountPage() {
  const { t } = useI18n();
  const { state } = useLogin();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const detail = useQuery(enterpriseDetailQuery(enterpriseId));
  const [editing, setEditing] = useState(false);

  let content;
  if (detail.isPending) {
    content = <PageLoading />;
  } else if (detail.isError) {
    content = (
      <Alert
        type="error"
        showIcon
        title={t('account.loadFailed')}
        action={
          <Button onClick={() => void detail.refetch()} loading={detail.isFetching}>
            {t('chunk.retry')}
          </Button>
        }
      />
    );
  } else {
    const d = detail.data;
    content = (
      <>
        <Panel
          testId="profile"
          title={
            <>
              <span>{d.name}</span>
              <CertStatusBadge status={d.certStatus} />
            </>
          }
          extra={
            editing ? null : (
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="edit-profile">
                {t('account.edit')}
              </Button>
            )
          }
        >
          {d.certStatus === 'rejected' ? (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('account.rejectedTitle')}
              description={
                <>
                  <p className={styles.hint} data-testid="reject-reason">
                    {t('account.rejectReason', { reason: d.rejectReason ?? '—' })}
                  </p>
                  <p className={styles.hint}>{t('account.rejectedHint')}</p>
                </>
              }
            />
          ) : d.certStatus === 'pending_review' ? (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('account.pendingHint')} />
          ) : null}
          {editing ? <ProfileForm detail={d} onDone={() => setEditing(false)} /> : <ProfileView detail={d} />}
        </Panel>
        <LogoCard detail={d} />
        <StatusCard detail={d} />
        <RetentionCard enterpriseId={enterpriseId} role={state.userInfo?.role} />
      </>
    );
  }

  return <ManageFrame title={t('screen.businessAccount')}>{content}</ManageFrame>;
}

