import { useEffect, useRef, useState } from 'react';
import { QRCode, Space, Typography } from 'antd';
import { useI18n } from '../../../i18n';
import { isSuccess } from '../../../utils/request';
import { QR_POLL_INTERVAL_MS, parseExpiresAt, type ViewStatus } from './qr';
import { getQrCode, queryQrResult, type QrCodeData } from './service';

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
  const [qr, setQr] = useState<QrCodeData | null>(null);
  const [status, setStatus] = useState<ViewStatus>('loading');
  const [generation, setGeneration] = useState(0);
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  // Fetch a QR code (on mount and on every refresh).
  useEffect(() => {
    let alive = true;
    getQrCode()
      .then((res) => {
        if (!alive) return;
        if (isSuccess(res) && res.data?.ticket && res.data.qrContent) {
          setQr(res.data);
          setStatus('active');
        } else {
          setStatus('failed');
        }
      })
      .catch(() => alive && setStatus('failed'));
    return () => {
      alive = false;
    };
  }, [generation]);

  const polling = qr !== null && (status === 'active' || status === 'scanned');

  useEffect(() => {
    if (!polling || !qr) return undefined;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expiresAt = parseExpiresAt(qr.expiresAt);

    const tick = async () => {
      if (expiresAt !== null && Date.now() >= expiresAt) {
        setStatus('expired');
        return;
      }
      try {
        const res = await queryQrResult(qr.ticket);
        if (!alive) return;
        if (isSuccess(res) && res.data) {
          const { status: result, token } = res.data;
          if (result === 'expired') {
            setStatus('expired');
            return;
          }
          if (result === 'confirmed' && token) {
            setStatus('confirmed');
            const ok = await onTokenRef.current(token);
            if (alive && !ok) setStatus('failed');
            return;
          }
          if (result === 'scanned') setStatus('scanned');
        }
      } catch {
        // A failed poll is retried on the next tick.
      }
      if (alive) timer = setTimeout(() => void tick(), QR_POLL_INTERVAL_MS);
    };
    timer = setTimeout(() => void tick(), QR_POLL_INTERVAL_MS);
    return () => {
      alive = false;
      if (timer) clearTimeout(timer);
    };
  }, [polling, qr]);

  const refresh = () => {
    setQr(null);
    setStatus('loading');
    setGeneration((g) => g + 1);
  };

  const qrStatus =
    status === 'loading' ? 'loading' : status === 'expired' || status === 'failed' ? 'expired' : status === 'active' ? 'active' : 'scanned';

  const caption =
    status === 'failed'
      ? t('login.qr.loadFailed')
      : status === 'expired'
        ? t('login.qr.expired')
        : status === 'scanned' || status === 'confirmed'
          ? t('login.qr.scanned')
          : t('login.qr.hint');

  return (
    <Space
      orientation="vertical"
      align="center"
      style={{ width: '100%', padding: '8px 0 16px' }}
      data-testid="qr-login"
      data-qr-status={status}
      data-qr-content={qr?.qrContent ?? ''}
    >
      <QRCode value={qr?.qrContent || 'about:blank'} status={qrStatus} onRefresh={refresh} size={200} />
      <Typography.Text type={status === 'expired' || status === 'failed' ? 'warning' : 'secondary'} role="status">
        {caption}
      </Typography.Text>
    </Space>
  );
}
