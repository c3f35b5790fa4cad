// Registers the page's texts before anything of it renders.
import './messages';
import { Button } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import AuthShell from '@/components/AuthShell';
import { TextField } from '@/components/form/fields';
import { useLightForm } from '@/components/form/useLightForm';
import { useI18n } from '@/i18n';
import { formatDateTime } from '@/utils/format';
import { ApiError } from '@/utils/request';
import formStyles from '@/components/form/form.module.css';
import Notice from '@/pages/candidate/Notice';
import notice from '@/pages/candidate/notice.module.css';
import { verifyQuery } from './service';
import styles from './index.module.css';
import { overallLabel } from '@/utils/grades';
import * as ErrorCode from '@/services/errorCodes';

/** The code as printed (`XXXX-XXXX-XXXX-XXXX`); the server ignores spaces and case. */
const tidy = (code: string) => code.trim().toUpperCase();

/**
 * `/verifyReport?code=…` (public; the PDF's footer prints this address): anyone holding a PDF
 * report checks its verification code. A genuine code shows the report's order, version, result,
 * the candidate's masked name, the package and when it was issued, and warns when a newer version
 * exists; an unknown code says no report has it.
 */
export default function VerifyReportPage() {
  const { t, locale } = useI18n();
  const [params, setParams] = useSearchParams();
  const code = tidy(params.get('code') ?? '');
  const form = useLightForm('verifyReport', { code }, { code: (v) => (v.trim() ? null : t('verify.codeRequired')) });
  const result = useQuery(verifyQuery(code));
  const failure = result.error instanceof ApiError ? result.error.code : undefined;

  const submit = form.handleSubmit((v) => {
    const next = tidy(v.code);
    if (next === code) void result.refetch();
    else setParams({ code: next }, { replace: true });
  });

  let outcome = null;
  if (code && result.isFetching) {
    outcome = (
      <p className={styles.checking} role="status">
        {t('verify.checking')}
      </p>
    );
  } else if (result.data) {
    const v = result.data;
    outcome = (
      <Notice tone="success" title={t('verify.genuine')} text={t('verify.genuineText')} testId="verify-genuine">
        <dl className={styles.facts} data-testid="verify-facts">
          <dt>{t('verify.orderNo')}</dt>
          <dd>{v.orderNo}</dd>
          <dt>{t('verify.version')}</dt>
          <dd>{t('verify.versionValue', { version: v.version })}</dd>
          <dt>{t('verify.result')}</dt>
          <dd>{overallLabel(v.overallResult, locale)}</dd>
          <dt>{t('verify.candidate')}</dt>
          <dd>{v.candidateName}</dd>
          <dt>{t('verify.package')}</dt>
          <dd>{v.packageName}</dd>
          <dt>{t('verify.issued')}</dt>
          <dd>{formatDateTime(v.issuedAt, locale)}</dd>
        </dl>
        {v.currentVersion > v.version ? (
          <p className={styles.newer} role="alert" data-testid="verify-newer">
            {t('verify.newer', { version: v.currentVersion })}
          </p>
        ) : null}
      </Notice>
    );
  } else if (failure === ErrorCode.ReportCodeUnknown) {
    outcome = <Notice tone="error" title={t('verify.unknown')} text={t('verify.unknownText')} testId="verify-unknown" />;
  } else if (result.isError) {
    outcome = (
      <Notice tone="error" title={t('verify.failed')} text={result.error.message} testId="verify-failed">
        <Button onClick={() => void result.refetch()}>{t('verify.retry')}</Button>
      </Notice>
    );
  }

  return (
    <AuthShell title={t('verify.title')} width={520}>
      <p className={notice.lead}>{t('verify.intro')}</p>
      <form id="verifyReport" noValidate onSubmit={submit} role="search" aria-label={t('verify.title')}>
        <TextField
          form={form}
          name="code"
          label={t('verify.code')}
          prefix={<KeyOutlined aria-hidden />}
          autoComplete="off"
          placeholder="XXXX-XXXX-XXXX-XXXX"
        />
        <Button type="primary" htmlType="submit" block size="large" loading={!!code && result.isFetching} className={formStyles.submit} data-testid="verify-submit">
          {t('verify.submit')}
        </Button>
      </form>
      <div className={styles.outcome}>
        {outcome}
      </div>
    </AuthShell>
  );
}
