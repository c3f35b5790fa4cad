import { useEffect, useState } from 'react';
import { Button, Result } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import AuthShell from '@/components/AuthShell';
import LinkButton from '@/components/LinkButton';
import { useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import { homeFor } from '@/router/access';
import { ApiError } from '@/utils/request';
import common from '@/components/common.module.css';
import { confirmQrLogin, qrScanQuery } from './service';
import { absoluteTime, relativeTime } from './requestTime';
import styles from './index.module.css';
import * as ErrorCode from '@/services/errorCodes';

type Phase = 'loading' | 'ask' | 'confirming' | 'done' | 'failed' | 'expired' | 'wrongNumber' | 'cancelled';

/** Now, updated every 30 s while `live` (the "2 minutes ago" of the request keeps up). */
function useNow(live: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [live]);
  return now;
}

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : undefined);

/**
 * Mobile screen opened from the QR code by a signed-in phone (the route guard handles signed-out
 * users). Against phishing it shows which computer asked (device, network, time) and asks for the
 * number that computer shows: someone who sent the victim their own QR code cannot supply it.
 */
export default function QrConfirmPage() {
  const { t, locale } = useI18n();
  const { state } = useLogin();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const [cancelled, setCancelled] = useState(false);
  const name = state.userInfo?.name || state.userInfo?.phone || state.userInfo?.username || '';

  const scan = useQuery(qrScanQuery(ticket));
  const confirm = useMutation({ mutationFn: (picked: string) => confirmQrLogin(ticket, picked) });

  let phase: Phase;
  if (confirm.isSuccess) phase = 'done';
  else if (codeOf(confirm.error) === ErrorCode.QrMatchMismatch) phase = 'wrongNumber';
  else if (codeOf(confirm.error) === ErrorCode.QrTicketInvalid || codeOf(scan.error) === ErrorCode.QrTicketInvalid) phase = 'expired';
  else if (confirm.isError || scan.isError) phase = 'failed';
  else if (confirm.isPending) phase = 'confirming';
  else if (cancelled) phase = 'cancelled';
  else if (scan.isPending) phase = 'loading';
  else phase = 'ask';
  const now = useNow(phase === 'ask' || phase === 'confirming');

  // Every end state has a way onward: into the console on this phone (the desktop carries on by itself).
  const onward = (
    <LinkButton type="primary" size="large" block to={homeFor(state.userInfo)} data-testid="qr-confirm-onward">
      {t('qrConfirm.onward')}
    </LinkButton>
  );

  let body;
  if (!ticket) {
    body = <Result status="warning" title={t('qrConfirm.invalid')} subTitle={t('qrConfirm.invalidText')} extra={onward} data-testid="qr-confirm-invalid" />;
  } else if (phase === 'done') {
    body = <Result status="success" title={t('qrConfirm.done')} subTitle={t('qrConfirm.doneText')} extra={onward} data-testid="qr-confirm-done" />;
  } else if (phase === 'wrongNumber') {
    body = (
      <Result status="warning" title={t('qrConfirm.wrongNumber')} subTitle={t('qrConfirm.wrongNumberText')} extra={onward} data-testid="qr-confirm-wrong-number" />
    );
  } else if (phase === 'expired') {
    body = <Result status="warning" title={t('qrConfirm.expired')} subTitle={t('qrConfirm.expiredText')} extra={onward} data-testid="qr-confirm-expired" />;
  } else if (phase === 'failed') {
    // A refusal of the server ends here; transport trouble before the question may pass: retry.
    const refused = scan.error instanceof ApiError || confirm.error instanceof ApiError;
    const retry =
      scan.isError && !refused ? (
        <Button type="primary" size="large" block onClick={() => scan.refetch()} data-testid="qr-confirm-retry">
          {t('qrConfirm.retry')}
        </Button>
      ) : null;
    body = (
      <Result
        status="error"
        title={t('qrConfirm.failed')}
        subTitle={refused ? t('qrConfirm.failedText') : t('qrConfirm.networkText')}
        extra={retry ? <div className={common.stack}>{retry}{onward}</div> : onward}
        data-testid="qr-confirm-failed"
      />
    );
  } else if (phase === 'cancelled') {
    body = <Result status="info" title={t('qrConfirm.cancelled')} subTitle={t('qrConfirm.cancelledText')} extra={onward} data-testid="qr-confirm-cancelled" />;
  } else if (phase === 'loading') {
    body = (
      <p className={styles.loading} role="status" data-testid="qr-confirm-loading">
        {t('qrConfirm.loading')}
      </p>
    );
  } else {
    const requester = scan.data?.requester;
    const choices = scan.data?.matchChoices ?? [];
    const at = requester?.requestedAt;
    const when = at ? `${relativeTime(at, now, locale) ?? t('qrConfirm.justNow')} · ${absoluteTime(at, locale)}` : t('qrConfirm.unknown');
    body = (
      <div className={styles.ask} data-testid="qr-confirm-ask">
        <DesktopOutlined className={`${common.primaryIcon} ${styles.icon}`} aria-hidden />
        <h2 className={styles.title}>{t('qrConfirm.asking')}</h2>
        <dl className={styles.requester} data-testid="qr-requester">
          <dt>{t('qrConfirm.account')}</dt>
          <dd data-testid="qr-account">{name || t('qrConfirm.unknown')}</dd>
          <dt>{t('qrConfirm.device')}</dt>
          <dd data-testid="qr-requester-device">{requester?.device || t('qrConfirm.unknown')}</dd>
          <dt>{t('qrConfirm.network')}</dt>
          <dd data-testid="qr-requester-ip">{requester?.ip || t('qrConfirm.unknown')}</dd>
          <dt>{t('qrConfirm.time')}</dt>
          <dd data-testid="qr-requester-time">{when}</dd>
        </dl>
        <p className={styles.warning} role="note">
          {t('qrConfirm.warning')}
        </p>
        <p className={styles.pick} id="qr-pick-label">
          {t('qrConfirm.pick')}
        </p>
        <div className={styles.choices} role="group" aria-labelledby="qr-pick-label">
          {choices.map((choice) => (
            <Button
              key={choice}
              size="large"
              className={styles.choice}
              loading={phase === 'confirming' && confirm.variables === choice}
              disabled={phase === 'confirming'}
              onClick={() => confirm.mutate(choice)}
              data-testid={`qr-pick-${choice}`}
            >
              {choice}
            </Button>
          ))}
        </div>
        <Button size="large" block disabled={phase === 'confirming'} onClick={() => setCancelled(true)} data-testid="qr-confirm-cancel">
          {t('qrConfirm.cancel')}
        </Button>
      </div>
    );
  }

  return (
    <AuthShell title={t('screen.qrConfirm')} width={400}>
      <div className={styles.page}>{body}</div>
    </AuthShell>
  );
}
