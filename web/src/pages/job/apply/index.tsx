// Registers the applicant's texts before anything of the page renders.
import './messages';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import AuthShell from '@/components/AuthShell';
import { phoneRule, smsCodeRule } from '@/components/form/rules';
import { reportError } from '@/components/form/serverErrors';
import { useLightForm } from '@/components/form/useLightForm';
import { PhoneField, SmsCodeField } from '@/components/PhoneCodeFields';
import { useI18n } from '@/i18n';
import { ApiError } from '@/utils/request';
import Notice from '@/pages/candidate/Notice';
import { applicantToken, forgetApplicantToken, infoQuery, mineQuery, verifyPhone, type Application, type ApplyInfo } from './service';
import formStyles from '@/components/form/form.module.css';
import styles from './index.module.css';
import * as ErrorCode from '@/services/errorCodes';

// The form and the saved application come once the phone is verified: the page opens lighter.
const sections = () => import('./sections');
const ApplicationForm = lazy(() => sections().then((m) => ({ default: m.ApplicationForm })));
const Saved = lazy(() => sections().then((m) => ({ default: m.Saved })));

/** The phone check: an SMS code of scene `jobApply` for a token bound to this position and phone. */
function Verify({ j, expired, onVerified, onInvalid }: { j: string; expired: boolean; onVerified: (token: string) => void; onInvalid: () => void }) {
  const { t } = useI18n();
  const form = useLightForm('jobApplyVerify', { phone: '', code: '' }, { phone: phoneRule(t), code: smsCodeRule(t) });
  const verify = useMutation({
    mutationFn: ({ phone, code }: typeof form.values) => verifyPhone(j, phone, code),
    onSuccess: (reply) => onVerified(reply.applicantToken),
    onError: (e) => (e instanceof ApiError && e.code === ErrorCode.JobLinkInvalid ? onInvalid() : reportError(form, e)),
  });
  return (
    <section className={styles.group} aria-labelledby="apply-verify-title">
      <h2 id="apply-verify-title" className={styles.heading}>
        {t('apply.verifyTitle')}
      </h2>
      {expired ? (
        <p className={styles.note} role="alert" data-testid="apply-expired">
          {t('apply.verifyAgain')}
        </p>
      ) : null}
      <p className={styles.meta}>{t('apply.verifyIntro')}</p>
      <form id="jobApplyVerify" noValidate onSubmit={form.handleSubmit((v) => verify.mutate(v))}>
        <PhoneField form={form} testId="apply-phone" />
        <SmsCodeField form={form} scene="jobApply" testId="apply-code" />
        <Button type="primary" htmlType="submit" block size="large" loading={verify.isPending} className={formStyles.submit} data-testid="apply-verify">
          {t('apply.verify')}
        </Button>
      </form>
    </section>
  );
}

function Position({ info }: { info: ApplyInfo }) {
  const { t } = useI18n();
  return (
    <div className={styles.position} data-testid="apply-position">
      <p className={styles.enterprise}>{t('apply.recruits', { enterprise: info.enterpriseName })}</p>
      {info.department ? <p className={styles.meta}>{t('apply.department', { department: info.department })}</p> : null}
      <p className={styles.meta}>{t('apply.location', { location: info.locationName })}</p>
    </div>
  );
}

/**
 * `/jobApply?j=<code>`: the applicant's phone page behind a position's link or QR code. The
 * position, then the phone check, then the application form with what the position collects and
 * its versioned consent text. The same phone later brings the saved application back, to read
 * and (while the position is open) to change. A closed or unknown link says so; a closed
 * position still lets an applicant read what they sent.
 */
export default function JobApplyPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const j = params.get('j') ?? '';
  const client = useQueryClient();
  const info = useQuery(infoQuery(j));
  const [token, setToken] = useState(() => applicantToken(j));
  const [expired, setExpired] = useState(false);
  const [editing, setEditing] = useState(false);
  const [justSaved, setJustSaved] = useState<'submitted' | 'updated' | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [wantsToRead, setWantsToRead] = useState(false);
  const mine = useQuery(mineQuery(j, token));

  const infoCode = info.error instanceof ApiError ? info.error.code : undefined;
  const closed = infoCode === ErrorCode.JobClosed;
  const mineExpired = mine.error instanceof ApiError && mine.error.code === ErrorCode.ApplicantVerifyRequired;

  const verified = (next: string) => {
    setExpired(false);
    setJustSaved(null);
    setToken(next);
  };
  const expire = () => {
    forgetApplicantToken(j);
    setToken(null);
    setEditing(false);
    setExpired(true);
  };
  const otherPhone = () => {
    forgetApplicantToken(j);
    setToken(null);
    setEditing(false);
    setJustSaved(null);
  };
  const saved = (application: Application) => {
    setJustSaved(mine.data ? 'updated' : 'submitted');
    client.setQueryData(mineQuery(j, token).queryKey, application);
    setEditing(false);
  };
  const refreshInfo = () => void client.invalidateQueries({ queryKey: ['job/apply/info', j] });
  // Closed meanwhile: the page says so and shows the application as it stands, read only.
  const closedMeanwhile = () => {
    setEditing(false);
    void client.invalidateQueries({ queryKey: ['job/apply/info', j] });
    void client.invalidateQueries({ queryKey: ['job/apply/mine', j] });
  };

  if (!j || invalid || infoCode === ErrorCode.JobLinkInvalid) {
    return (
      <AuthShell title={t('apply.invalid')}>
        <Notice tone="warning" title={t('apply.invalid')} text={t('apply.invalidText')} testId="apply-invalid" />
      </AuthShell>
    );
  }
  if (info.isPending) {
    return (
      <AuthShell title={t('apply.title')}>
        <p role="status">{t('apply.loading')}</p>
      </AuthShell>
    );
  }
  if (info.isError && !closed) {
    return (
      <AuthShell title={t('apply.title')}>
        <Notice tone="error" title={t('apply.loadFailed')}>
          <Button type="primary" size="large" onClick={() => void info.refetch()} data-testid="apply-retry">
            {t('apply.retry')}
          </Button>
        </Notice>
      </AuthShell>
    );
  }

  // What follows the position (or the closed notice): the phone check, the saved application or the form.
  let tail = null;
  if (closed && !token && !wantsToRead) {
    tail = (
      <Button block size="large" onClick={() => setWantsToRead(true)} data-testid="apply-closed-view">
        {t('apply.closedView')}
      </Button>
    );
  } else if (!token || mineExpired) {
    tail = <Verify j={j} expired={expired || mineExpired} onVerified={verified} onInvalid={() => setInvalid(true)} />;
  } else if (mine.isPending) {
    tail = <p role="status">{t('apply.loading')}</p>;
  } else if (mine.isError) {
    tail = (
      <Notice tone="error" title={t('apply.loadFailed')}>
        <Button type="primary" size="large" onClick={() => void mine.refetch()}>
          {t('apply.retry')}
        </Button>
      </Notice>
    );
  } else if (closed && !mine.data) {
    tail = <p className={styles.note} data-testid="apply-none">{t('apply.noneFromPhone')}</p>;
  } else if (mine.data && (!editing || closed)) {
    tail = (
      <>
        {justSaved ? (
          <Notice tone="success" title={t(justSaved === 'updated' ? 'apply.updated' : 'apply.submitted')} text={t('apply.savedText')} testId="apply-done" />
        ) : null}
        <Saved
          application={mine.data}
          onEdit={() => {
            setJustSaved(null);
            setEditing(true);
          }}
        />
      </>
    );
  } else if (info.data) {
    tail = (
      <ApplicationForm
        key={mine.data?.updatedAt ?? 'new'}
        j={j}
        token={token}
        info={info.data}
        current={mine.data ?? null}
        onSaved={saved}
        onCancel={mine.data ? () => setEditing(false) : undefined}
        onExpired={expire}
        onClosed={closedMeanwhile}
        onConsentChanged={refreshInfo}
      />
    );
  }

  const loading = <p role="status">{t('apply.loading')}</p>;
  return (
    <AuthShell title={!closed && info.data ? info.data.title : t('apply.title')} documentTitle={t('apply.title')} width={560}>
      {closed ? (
        <Notice tone="info" title={t('apply.closed')} text={t('apply.closedText')} testId="apply-closed" />
      ) : info.data ? (
        <Position info={info.data} />
      ) : null}
      <Suspense fallback={loading}>{tail}</Suspense>
      {token && !mineExpired ? (
        <Button type="link" block onClick={otherPhone} className={styles.secondary} data-testid="apply-other-phone">
          {t('apply.otherPhone')}
        </Button>
      ) : null}
    </AuthShell>
  );
}
