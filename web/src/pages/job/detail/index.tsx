// Registers the job texts before anything of the screen renders.
import '@/pages/job/messages';
import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Empty, Input } from 'antd';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import LinkButton from '@/components/LinkButton';
import QueryList, { FilterSelect, pageRows } from '@/components/QueryList';
import PageHeader from '@/components/PageHeader';
import PageLoading from '@/components/PageLoading';
import Panel from '@/components/Panel';
import { useI18n, type MessageKey } from '@/i18n';
import { useLogin } from '@/models/login';
import { formatDateTime } from '@/utils/format';
import { ApiError } from '@/utils/request';
import { EDUCATION_LEVELS, educationKey } from '@/pages/job/education';
import JobLink from '@/pages/job/JobLink';
import JobStatusBadge from '@/pages/job/JobStatusBadge';
import { useCloseJob } from '@/pages/job/useCloseJob';
import { jobQuery, registrationsQuery, type JobView, type RegistrationFilter, type RegistrationRow } from '@/pages/job/service';
import shared from '@/styles/shared.module.css';
import styles from '@/pages/job/index.module.css';
import * as ErrorCode from '@/services/errorCodes';

// A registration's drawer arrives when one is opened.
const RegistrationDrawer = lazy(() => import('./Registration'));

function Summary({ job }: { job: JobView }) {
  const { t, locale } = useI18n();
  const collected = [t('job.detail.fieldsBase'), ...job.fields.map((f) => t(`job.fieldShort.${f}` as MessageKey))];
  return (
    <Panel title={t('job.detail.position')} testId="job-summary">
      {job.status === 'closed' ? <Alert type="info" showIcon title={t('job.detail.closedNotice')} className={styles.notice} data-testid="job-closed" /> : null}
      <dl className={shared.facts}>
        <dt>{t('job.detail.status')}</dt>
        <dd>
          <JobStatusBadge status={job.status} />
        </dd>
        {job.department ? (
          <>
            <dt>{t('job.detail.department')}</dt>
            <dd>{job.department}</dd>
          </>
        ) : null}
        <dt>{t('job.detail.location')}</dt>
        <dd>{job.locationName}</dd>
        <dt>{t('job.detail.created')}</dt>
        <dd>{formatDateTime(job.createdAt, locale)}</dd>
        {job.closedAt ? (
          <>
            <dt>{t('job.detail.closedAt')}</dt>
            <dd>{formatDateTime(job.closedAt, locale)}</dd>
          </>
        ) : null}
        <dt>{t('job.detail.count')}</dt>
        <dd data-testid="job-registration-count">{job.registrationCount}</dd>
        <dt>{t('job.detail.fields')}</dt>
        <dd>{collected.join(locale === 'zh-CN' ? '、' : ', ')}</dd>
        <dt>{t('job.detail.consent')}</dt>
        <dd data-testid="job-consent">
          {t(job.consentCoversScreening ? 'job.consent.screening' : 'job.consent.application', { version: job.consentVersion })}
        </dd>
      </dl>
      {job.status === 'open' ? (
        <div className={styles.section}>
          <JobLink url={job.url} title={job.title} />
        </div>
      ) : null}
    </Panel>
  );
}

function Registrations({ enterpriseId, jobId }: { enterpriseId: string | undefined; jobId: string }) {
  const { t, locale } = useI18n();
  const [filter, setFilter] = useState<RegistrationFilter>({});
  const [open, setOpen] = useState<string | null>(null);
  const list = useInfiniteQuery(registrationsQuery(enterpriseId, jobId, filter));
  const filtered = !!(filter.education || filter.from || filter.to);

  const row = (r: RegistrationRow) => (
    <li key={r.registrationId} className={styles.regRow} data-testid={`registration-row-${r.registrationId}`}>
      <div>
        <button type="button" className={styles.rowLink} onClick={() => setOpen(r.registrationId)} data-testid={`registration-open-${r.registrationId}`}>
          {r.name}
        </button>
        <div className={styles.meta}>{r.phoneMasked}</div>
      </div>
      <div>{r.education ? t(educationKey(r.education)) : '—'}</div>
      <div className={styles.meta}>
        {t('job.reg.submitted', { date: formatDateTime(r.submittedAt, locale) })}
        {r.updatedAt > r.submittedAt ? ` · ${t('job.reg.updated', { date: formatDateTime(r.updatedAt, locale) })}` : ''}
      </div>
      <div>
        {r.orderId ? (
          <LinkButton size="small" type="link" to={`/backRecord/detail?orderId=${encodeURIComponent(r.orderId)}`}>
            {t('job.reg.ordered')}
          </LinkButton>
        ) : (
          <span className={styles.meta}>{t('job.reg.notOrdered')}</span>
        )}
      </div>
      <div>
        <Button size="small" onClick={() => setOpen(r.registrationId)}>
          {t('job.reg.view')}
        </Button>
      </div>
    </li>
  );

  return (
    <Panel title={t('job.reg.title')} testId="job-registrations">
      <QueryList
        query={list}
        rows={pageRows<RegistrationRow>(list.data)}
        renderRow={row}
        testId="registrations"
        moreTestId="registrations-more"
        errorTitle={t('job.reg.loadFailed')}
        errorTestId="registrations-failed"
        retryLabel={t('job.retry')}
        empty={{ description: t(filtered ? 'job.reg.emptyFiltered' : 'job.reg.empty'), testId: 'registrations-empty' }}
        filtersLabel={t('job.reg.filters')}
        filters={
          <>
            <FilterSelect
              label={t('job.reg.education')}
              value={filter.education}
              onChange={(education) => setFilter({ ...filter, education })}
              allLabel={t('job.reg.allEducation')}
              options={EDUCATION_LEVELS.map((l) => ({ value: l, label: t(educationKey(l)) }))}
              testId="registrations-education"
              className={styles.select}
            />
            <div className={styles.dates} role="group" aria-labelledby="registrations-dates">
              <span id="registrations-dates" className={styles.meta}>
                {t('job.reg.dates')}
              </span>
              <Input
                type="date"
                aria-label={t('job.reg.from')}
                value={filter.from ?? ''}
                max={filter.to || undefined}
                onChange={(e) => setFilter({ ...filter, from: e.target.value || undefined })}
                className={styles.date}
                data-testid="registrations-from"
              />
              <span aria-hidden>–</span>
              <Input
                type="date"
                aria-label={t('job.reg.to')}
                value={filter.to ?? ''}
                min={filter.from || undefined}
                onChange={(e) => setFilter({ ...filter, to: e.target.value || undefined })}
                className={styles.date}
                data-testid="registrations-to"
              />
            </div>
            {filtered ? (
              <Button type="link" onClick={() => setFilter({})} data-testid="registrations-clear">
                {t('job.reg.clear')}
              </Button>
            ) : null}
          </>
        }
      />
      {open ? (
        <Suspense fallback={null}>
          <RegistrationDrawer enterpriseId={enterpriseId} registrationId={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </Panel>
  );
}

/**
 * `/jobRegistration/detail?id=<jobId>`: a position's summary with its link and QR code, and its
 * registrations (masked) by education and submission date, a page at a time; one opens in a
 * drawer with its details, consent evidence and "Order a check".
 */
export default function JobDetailPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const jobId = params.get('id') ?? '';
  const { state } = useLogin();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const job = useQuery(jobQuery(enterpriseId, jobId));
  const { ask, holder } = useCloseJob({ jobId, title: job.data?.title ?? '' });

  if (!jobId || (job.error instanceof ApiError && job.error.code === ErrorCode.NotFound)) {
    return (
      <>
        <PageHeader title={t('screen.jobRegistrationDetail')} />
        <Panel>
          <Empty description={t('job.detail.notFound')} data-testid="job-not-found">
            <LinkButton to="/jobRegistration">{t('job.detail.back')}</LinkButton>
          </Empty>
        </Panel>
      </>
    );
  }

  let body;
  if (job.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('job.detail.loadFailed')}
        action={
          <Button onClick={() => void job.refetch()} loading={job.isFetching}>
            {t('job.retry')}
          </Button>
        }
      />
    );
  else if (job.isPending) body = <PageLoading />;
  else
    body = (
      <div className={styles.stack}>
        <Summary job={job.data} />
        <Registrations enterpriseId={enterpriseId} jobId={jobId} />
      </div>
    );

  return (
    <>
      {holder}
      <PageHeader
        title={job.data?.title ?? t('screen.jobRegistrationDetail')}
        actions={
          job.data?.status === 'open' ? (
            <Button danger onClick={ask} data-testid="job-close">
              {t('job.close')}
            </Button>
          ) : null
        }
      />
      {body}
    </>
  );
}
