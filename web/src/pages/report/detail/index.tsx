// Registers the report texts before anything of the screen renders.
import '@/pages/report/messages';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { CloudDownloadOutlined, PrinterOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import StatusBadge, { type Tone } from '@/components/StatusBadge';
import { useI18n, type MessageKey } from '@/i18n';
import { useLogin } from '@/models/login';
import { hasRight } from '@/router/table';
import { toastError, toastSuccess } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import { ApiError, RequestError } from '@/utils/request';
import DisputeView from '@/pages/report/Dispute';
import History from '@/pages/report/History';
import ReportView from '@/pages/report/ReportView';
import { reportQuery } from '@/pages/report/service';
import { formatSize, reportPdf, versionsQuery, type Decision, type PdfLink, type ReportDetail } from './service';
import styles from '@/pages/report/report.module.css';
import parts from './detail.module.css';
import LanguageSwitch from '@/components/LanguageSwitch';
import * as ErrorCode from '@/services/errorCodes';

// The dialogs load when opened, and the links (with antd's confirmation popover) after the
// report: the page itself stays within a public route's weight.
const DecideModal = lazy(() => import('./DecideModal'));
const ShareModal = lazy(() => import('./ShareModal'));
const Links = lazy(() => import('./Links'));

const STATE_TONE: Record<ReportDetail['state'], Tone> = { undecided: 'neutral', proceed: 'success', declined: 'error', disputed: 'warning' };

function failed(e: unknown) {
  // Session codes were announced by the request layer, which navigated away.
  if (e instanceof RequestError && e.kind === 'session') return;
  toastError(e instanceof Error ? e.message : String(e));
}

/** Where the decision stands, what was recorded (who, when, why), and Proceed / Decline when it may be made. */
function DecisionCard({
  r,
  canAct,
  userId,
  onDecide,
}: {
  r: ReportDetail;
  canAct: boolean;
  userId?: string;
  onDecide: (decision: Decision) => void;
}) {
  const { t, locale } = useI18n();
  const decision = r.decision;
  const who = decision ? (decision.decidedBy === userId ? t('report.decision.you') : t('report.decision.member', { id: decision.decidedBy })) : '';
  const resolvedSince = !!decision && r.dispute?.status === 'resolved' && r.canDecide;
  return (
    <section className={parts.card} aria-labelledby="decision-heading" data-testid="report-decision" data-state={r.state}>
      <div className={parts.cardHead}>
        <h2 id="decision-heading" className={parts.cardTitle}>
          {t('report.decision')}
        </h2>
        <StatusBadge tone={STATE_TONE[r.state] ?? 'neutral'} testId="decision-state">
          {t(`report.state.${r.state}` as MessageKey)}
        </StatusBadge>
      </div>
      {decision ? (
        <div data-testid="decision-recorded">
          <p>
            {t(decision.decision === 'proceed' ? 'report.decision.recorded.proceed' : 'report.decision.recorded.decline', {
              date: formatDateTime(decision.decidedAt, locale),
              who,
              version: decision.version,
            })}
          </p>
          <p>{t('report.decision.reason', { reason: decision.reason })}</p>
          {decision.disputeUntil && r.state === 'declined' ? (
            <p data-testid="decision-until">{t('report.decision.until', { date: formatDateTime(decision.disputeUntil, locale) })}</p>
          ) : null}
        </div>
      ) : null}
      {r.state === 'disputed' ? <p className={parts.meta}>{t('report.decision.disputed')}</p> : null}
      {resolvedSince && r.dispute?.resolvedVersion ? <p>{t('report.decision.again', { version: r.dispute.resolvedVersion })}</p> : null}
      {r.canDecide ? (
        canAct ? (
          <div className={`${parts.buttons} ${parts.noPrint}`}>
            <span className={parts.meta}>{t('report.decision.hint', { version: r.version })}</span>
            <Button type="primary" onClick={() => onDecide('proceed')} data-testid="decide-proceed">
              {t('report.decision.proceed')}
            </Button>
            <Button danger onClick={() => onDecide('decline')} data-testid="decide-decline">
              {t('report.decision.decline')}
            </Button>
          </div>
        ) : (
          <p className={`${parts.meta} ${parts.noPrint}`}>{t('report.decision.readOnly')}</p>
        )
      ) : null}
    </section>
  );
}

/**
 * `/reportDetail?orderId=`: the report on its own page (no sidebar), opened from the record, with
 * its actions (print, the PDF with its verification code, sharing to a phone), the decision on it,
 * the candidate's dispute, the links shared, and the history of its versions with what each
 * changed. The print stylesheet leaves the report, the decision and the history on the paper.
 * Members who cannot order checks (viewers) read all this but get no buttons that change it.
 */
export default function ReportDetailPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const { state } = useLogin();
  const client = useQueryClient();
  const enterpriseId = state.userInfo?.enterprise?.id;
  const report = useQuery(reportQuery(enterpriseId, orderId));
  const versions = useQuery({ ...versionsQuery(enterpriseId, orderId), enabled: !!report.data });
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [sharing, setSharing] = useState(false);
  const [pdf, setPdf] = useState<PdfLink | null>(null);
  const back = `/backRecord/detail?orderId=${encodeURIComponent(orderId)}`;
  const code = report.error instanceof ApiError ? report.error.code : undefined;
  // Sharing, deciding and revoking need the right to order checks (viewers only read).
  const canAct = hasRight(state.sideBarMenus, 'initiateBack');

  const download = useMutation({
    mutationFn: () => reportPdf(orderId),
    onSuccess: (link) => {
      setPdf(link);
      toastSuccess(t('report.pdf.ready', { version: link.version, size: formatSize(link.size), code: link.verificationCode }));
      window.open(link.url, '_blank', 'noopener');
    },
    onError: failed,
  });

  const reload = () => {
    void client.invalidateQueries({ queryKey: ['report/detail'] });
    void client.invalidateQueries({ queryKey: ['report/versions'] });
  };

  let body;
  if (report.data) body = <ReportView report={report.data} />;
  else if (report.isPending && orderId) body = <p className={styles.notice} role="status">{t('report.loading')}</p>;
  else
    body = (
      <p className={styles.notice} data-testid="report-unavailable">
        {code === ErrorCode.ReportNotReady ? t('report.notReady') : code === ErrorCode.NotFound || !orderId ? t('report.notFound') : t('report.loadFailed')}
      </p>
    );

  const r = report.data;
  return (
    <main className={styles.page}>
      <div className={styles.toolbar}>
        <Link to={back}>{t('report.back')}</Link>
        {/* The page has no console header: its own language switch (the PDF follows the language). */}
        <LanguageSwitch />
        {r ? (
          <div className={parts.actions} role="group" aria-label={t('report.actions')}>
            <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()} data-testid="report-print">
              {t('report.print')}
            </Button>
            <Button icon={<CloudDownloadOutlined aria-hidden />} loading={download.isPending} onClick={() => download.mutate()} data-testid="report-pdf">
              {t('report.pdf')}
            </Button>
            {canAct ? (
              <Button type="primary" icon={<ShareAltOutlined aria-hidden />} onClick={() => setSharing(true)} data-testid="report-share">
                {t('report.share')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {pdf ? (
        <p className={`${parts.pdfInfo} ${parts.noPrint}`} role="status" data-testid="report-pdf-ready">
          {t('report.pdf.ready', { version: pdf.version, size: formatSize(pdf.size), code: pdf.verificationCode })}
          <a href={pdf.url} target="_blank" rel="noopener noreferrer">
            {t('report.pdf.open')}
          </a>
        </p>
      ) : null}
      {body}
      {r ? (
        <>
          <DecisionCard r={r} canAct={canAct} userId={state.userInfo?.userId} onDecide={setDeciding} />
          {r.dispute ? (
            <section className={parts.card} aria-labelledby="dispute-heading">
              <div className={parts.cardHead}>
                <h2 id="dispute-heading" className={parts.cardTitle}>
                  {t('report.dispute')}
                </h2>
              </div>
              <DisputeView dispute={r.dispute} items={r.items} />
            </section>
          ) : null}
          <section className={`${parts.card} ${parts.noPrint}`} aria-labelledby="links-heading">
            <div className={parts.cardHead}>
              <h2 id="links-heading" className={parts.cardTitle}>
                {t('report.links')}
              </h2>
            </div>
            <Suspense
              fallback={
                <p className={parts.meta} role="status">
                  {t('report.links.loading')}
                </p>
              }
            >
              <Links enterpriseId={enterpriseId} orderId={orderId} canRevoke={canAct} />
            </Suspense>
          </section>
          <section className={parts.card} aria-labelledby="history-heading">
            <div className={parts.cardHead}>
              <h2 id="history-heading" className={parts.cardTitle}>
                {t('report.history')}
              </h2>
            </div>
            {versions.data ? (
              <History versions={versions.data} />
            ) : versions.isError ? (
              <div className={parts.inlineError} role="alert">
                <span>{t('report.history.failed')}</span>
                <Button size="small" onClick={() => void versions.refetch()}>
                  {t('report.retry')}
                </Button>
              </div>
            ) : (
              <p className={parts.meta} role="status">
                {t('report.history.loading')}
              </p>
            )}
          </section>
        </>
      ) : null}
      <Suspense fallback={null}>
        {r && deciding ? (
          <DecideModal
            orderId={orderId}
            decision={deciding}
            name={r.candidate.name}
            version={r.version}
            onClose={() => setDeciding(null)}
            onDone={() => {
              setDeciding(null);
              reload();
            }}
          />
        ) : null}
        {r && sharing ? (
          <ShareModal
            orderId={orderId}
            onClose={() => setSharing(false)}
            onShared={() => void client.invalidateQueries({ queryKey: ['report/shares'] })}
          />
        ) : null}
      </Suspense>
    </main>
  );
}
