// Registers the report texts before anything of the screen renders.
import '@/pages/report/messages';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useI18n } from '@/i18n';
import { ApiError, RequestError } from '@/utils/request';
import { LinkEnded } from '@/pages/candidate/LinkEnded';
import ReportView from '@/pages/report/ReportView';
import { sharedReportQuery } from '@/pages/report/service';
import styles from '@/pages/report/report.module.css';
import LanguageSwitch from '@/components/LanguageSwitch';
import * as ErrorCode from '@/services/errorCodes';

const ENDED: readonly number[] = [ErrorCode.ShareLinkInvalid, ErrorCode.ShareLinkExpired, ErrorCode.ShareLinkRevoked];

/**
 * `/sr`, `/report`, `/reportMobile` `?s=…`: a report shared to a phone. The link's call answers
 * -12 until that phone passed the check (`/checkPhone`, which comes back here); an expired or
 * withdrawn link says so plainly.
 */
export default function MobileReportPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const s = params.get('s') ?? '';
  const report = useQuery(sharedReportQuery(s));
  const code = report.error instanceof ApiError ? report.error.code : undefined;
  if (!s || (code !== undefined && ENDED.includes(code))) return <LinkEnded code={code ?? ErrorCode.ShareLinkInvalid} />;
  if (report.isPending || (report.error instanceof RequestError && report.error.kind === 'session')) {
    return (
      <main className={styles.page}>
        <p className={styles.notice} role="status">
          {t('report.loading')}
        </p>
      </main>
    );
  }
  if (!report.data) {
    return (
      <main className={styles.page}>
        <div className={styles.notice}>
          <p>{t('report.loadFailed')}</p>
          <button type="button" onClick={() => void report.refetch()}>
            {t('report.retry')}
          </button>
        </div>
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <div className={styles.toolbar}>
        <p className={styles.meta}>{t('report.shared')}</p>
        <LanguageSwitch />
      </div>
      <ReportView report={report.data} />
    </main>
  );
}
