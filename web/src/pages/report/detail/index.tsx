// Registers the report texts before anything of the screen renders.
import '../messages';
import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useI18n } from '../../../i18n';
import { useLogin } from '../../../models/login';
import { ApiError } from '../../../utils/request';
import ReportView from '../ReportView';
import { REPORT_ERRORS, reportQuery } from '../service';
import styles from '../report.module.css';

/**
 * `/reportDetail?orderId=`: the report on its own page (no sidebar), opened from the record, with
 * a print button; the print stylesheet leaves only the report on the paper.
 */
export default function ReportDetailPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const { state } = useLogin();
  const report = useQuery(reportQuery(state.userInfo?.enterprise?.id, orderId));
  const back = `/backRecord/detail?orderId=${encodeURIComponent(orderId)}`;
  const code = report.error instanceof ApiError ? report.error.code : undefined;

  let body;
  if (report.data) body = <ReportView report={report.data} />;
  else if (report.isPending && orderId) body = <p className={styles.notice} role="status">{t('report.loading')}</p>;
  else
    body = (
      <p className={styles.notice} data-testid="report-unavailable">
        {code === REPORT_ERRORS.notReady ? t('report.notReady') : code === REPORT_ERRORS.notFound || !orderId ? t('report.notFound') : t('report.loadFailed')}
      </p>
    );

  return (
    <main className={styles.page}>
      <div className={styles.toolbar}>
        <Link to={back}>{t('report.back')}</Link>
        {report.data ? (
          <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="report-print">
            {t('report.print')}
          </Button>
        ) : null}
      </div>
      {body}
    </main>
  );
}
