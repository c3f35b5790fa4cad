import { useState } from 'react';
import { Button, QRCode } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '@/i18n';
import type { ViewStatus } from './qr';
import { qrCodeQuery, qrPollQuery } from './service';
import styles from './index.module.css';

interface Props {
  /** Called with the token once the phone confirmed; resolves false when sign-in failed. */
  onToken: (token: string) => Promise<boolean>;
}

/**
 * QR sign-in: shows the code, polls its result every 2 s, offers a refresh once it expired,
 * and hands the token over once a signed-in phone confirmed.
 */
export default function QrLogin({ onToken }: Props) {
  const { t } = useI18n();
  const [generation, setGeneration] = useState(0);
  const code = useQuery(qrCodeQuery(generation));
  const valid = code.data?.ticket && code.data.qrContent ? code.data : undefined;
  const { data: poll } = useQuery(qrPollQuery(valid, onToken));

  let status: ViewStatus;
  if (code.isPending) status = 'loading';
  else if (!valid || poll.signedIn === false) status = 'failed';
  else if (poll.signedIn) status = 'confirmed';
  else if (poll.status === 'expired') status = 'expired';
  else if (poll.status === 'cancelled') status = 'cancelled';
  else if (poll.status === 'scanned') status = 'scanned';
  else status = 'active';

  const refresh = () => setGeneration((g) => g + 1);
  const cancelledOverlay = (
    <>
      <p className={styles.qrOverlayText}>{t('login.qr.cancelledOverlay')}</p>
      <Button type="link" icon={<ReloadOutlined />} onClick={refresh}>
        {t('login.qr.refresh')}
      </Button>
    </>
  );

  const ended = status === 'expired' || status === 'failed' || status === 'cancelled';
  const qrStatus = status === 'loading' ? 'loading' : ended ? 'expired' : status === 'active' ? 'active' : 'scanned';

  const caption =
    status === 'failed'
      ? t('login.qr.loadFailed')
      : status === 'expired'
        ? t('login.qr.expired')
        : status === 'cancelled'
          ? t('login.qr.cancelled')
          : status === 'scanned' || status === 'confirmed'
            ? t('login.qr.scanned')
            : t('login.qr.hint');

  // The number the phone must pick: shown while the code can still be confirmed.
  const matchCode = !ended && status !== 'loading' ? valid?.matchCode : undefined;
  return (
    <div className={styles.qr} data-testid="qr-login" data-qr-status={status} data-qr-content={valid?.qrContent ?? ''}>
      <QRCode
        value={valid?.qrContent || 'about:blank'}
        status={qrStatus}
        onRefresh={refresh}
        size={200}
        aria-label={t('login.qr.alt')}
        // antd's overlay would say "expired"; a code cancelled on the phone says so.
        statusRender={status === 'cancelled' ? () => cancelledOverlay : undefined}
      />
      {matchCode && (
        <p className={styles.qrMatch}>
          {t('login.qr.matchLead')}{' '}
          <strong className={styles.qrMatchCode} data-testid="qr-match-code">
            {matchCode}
          </strong>
        </p>
      )}
      <p className={ended ? `${styles.qrCaption} ${styles.qrCaptionWarning}` : styles.qrCaption} role="status">
        {caption}
      </p>
    </div>
  );
}
