// Registers the job texts before anything of the screen renders.
import '@/pages/job/messages';
import { lazy, Suspense, useState } from 'react';
import { Button, Modal, Radio } from 'antd';
import { PlusOutlined, QrcodeOutlined } from '@ant-design/icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import QueryList, { pageRows } from '@/components/QueryList';
import PageHeader from '@/components/PageHeader';
import PageLoading from '@/components/PageLoading';
import Panel from '@/components/Panel';
import { useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import { formatDate } from '@/utils/format';
import CopyLink from '@/pages/job/CopyLink';
import JobStatusBadge from '@/pages/job/JobStatusBadge';
import { useCloseJob } from '@/pages/job/useCloseJob';
import { jobsQuery, type JobStatus, type JobView } from '@/pages/job/service';
import shared from '@/styles/shared.module.css';
import styles from '@/pages/job/index.module.css';

// The form (antd Form, the region cascader) and the QR code arrive when asked for.
const sections = () => import('./sections');
const CreateJob = lazy(() => sections().then((m) => ({ default: m.CreateJob })));
const JobQr = lazy(() => sections().then((m) => ({ default: m.JobQr })));

function JobRow({ job, onQr }: { job: JobView; onQr: (job: JobView) => void }) {
  const { t, locale } = useI18n();
  const { ask, holder } = useCloseJob(job);
  const detail = `/jobRegistration/detail?id=${encodeURIComponent(job.jobId)}`;
  return (
    <li className={shared.catalogItem} data-testid={`job-row-${job.jobId}`}>
      {holder}
      <div className={styles.itemMain}>
        <div className={shared.entryHead}>
          <Link to={detail} className={shared.entryName}>
            {job.title}
          </Link>
          <JobStatusBadge status={job.status} />
        </div>
        <div className={styles.meta}>
          {[job.department, job.locationName, t('job.row.created', { date: formatDate(job.createdAt, locale) })].filter(Boolean).join(' · ')}
        </div>
        {job.status === 'open' ? <CopyLink url={job.url} /> : null}
      </div>
      <div className={styles.count} data-testid={`job-count-${job.jobId}`}>
        {t('job.row.registrations', { count: job.registrationCount })}
      </div>
      <div className={styles.actions}>
        <Link to={detail}>{t('job.row.view')}</Link>
        {job.status === 'open' ? (
          <>
            <Button size="small" icon={<QrcodeOutlined />} onClick={() => onQr(job)} data-testid={`job-qr-open-${job.jobId}`}>
              {t('job.qr.show')}
            </Button>
            <Button size="small" danger onClick={ask} data-testid={`job-close-${job.jobId}`}>
              {t('job.close')}
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}

/**
 * `/jobRegistration`: the enterprise's positions, newest first, by status, a page at a time; each
 * with its registrations count and, while open, its application link (copy, QR code with a PNG
 * download) and a confirmed close. "New position" creates one and shows its link at once.
 */
export default function JobListPage() {
  const { t } = useI18n();
  const { state } = useLogin();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const [status, setStatus] = useState<JobStatus | 'all'>('all');
  const [creating, setCreating] = useState(false);
  const [qrOf, setQrOf] = useState<JobView | null>(null);
  const list = useInfiniteQuery(jobsQuery(enterpriseId, status === 'all' ? undefined : status));

  const create = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="job-new">
      {t('job.new')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('screen.jobRegistration')} actions={create} />
      <Panel>
        <QueryList
          query={list}
          rows={pageRows<JobView>(list.data)}
          renderRow={(job) => <JobRow key={job.jobId} job={job} onQr={setQrOf} />}
          testId="job-list"
          moreTestId="jobs-more"
          errorTitle={t('job.list.loadFailed')}
          errorTestId="jobs-failed"
          retryLabel={t('job.retry')}
          empty={{ description: t(status === 'all' ? 'job.list.empty' : 'job.list.emptyFiltered'), testId: 'jobs-empty', action: status === 'all' ? create : null }}
          filters={
              <Radio.Group
                aria-label={t('job.filter.label')}
                optionType="button"
                value={status}
                onChange={(e) => setStatus(e.target.value as JobStatus | 'all')}
                options={[
                  { value: 'all', label: t('job.filter.all') },
                  { value: 'open', label: t('job.status.open') },
                  { value: 'closed', label: t('job.status.closed') },
                ]}
                data-testid="jobs-status"
              />
          }
        />
      </Panel>
      {creating ? (
        <Suspense fallback={null}>
          <CreateJob open onClose={() => setCreating(false)} />
        </Suspense>
      ) : null}
      <Modal
        open={!!qrOf}
        title={qrOf ? t('job.qr.title', { title: qrOf.title }) : ''}
        onCancel={() => setQrOf(null)}
        footer={<Button onClick={() => setQrOf(null)}>{t('job.qr.close')}</Button>}
        width={360}
        destroyOnHidden
      >
        {qrOf ? (
          <div className={styles.qrModal} data-testid="job-qr-dialog">
            <Suspense fallback={<PageLoading />}>
              <JobQr url={qrOf.url} title={qrOf.title} size={220} />
            </Suspense>
            <p className={styles.meta}>{t('job.qr.hint')}</p>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
