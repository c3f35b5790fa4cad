import { useEffect, useState } from 'react';
import { Button, Result, Space } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import AuthShell from '../../../components/AuthShell';
import { useI18n } from '../../../i18n';
import { useLogin } from '../../../models/login';
import { isSuccess } from '../../../utils/request';
import { confirmQrLogin, markQrScanned } from './service';

type Phase = 'ask' | 'confirming' | 'done' | 'failed' | 'cancelled';

/** Mobile screen opened from the QR code by a signed-in phone (the route guard handles signed-out users). */
export default function QrConfirmPage() {
  const { t } = useI18n();
  const { state } = useLogin();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const [phase, setPhase] = useState<Phase>('ask');
  const name = state.userInfo?.name || state.userInfo?.phone || state.userInfo?.username || '';

  // Opening the link counts as scanning: the desktop then shows "confirm on your phone".
  // A ticket the server no longer accepts (used, expired) is reported straight away.
  useEffect(() => {
    if (!ticket) return undefined;
    let alive = true;
    markQrScanned(ticket)
      .then((res) => {
        if (alive && !isSuccess(res)) setPhase('failed');
      })
      .catch(() => undefined); // transport trouble: confirming may still work
    return () => {
      alive = false;
    };
  }, [ticket]);

  const confirm = async () => {
    setPhase('confirming');
    try {
      const res = await confirmQrLogin(ticket);
      setPhase(isSuccess(res) ? 'done' : 'failed');
    } catch {
      setPhase('failed');
    }
  };

  let body;
  if (!ticket) {
    body = <Result status="warning" title={t('qrConfirm.invalid')} />;
  } else if (phase === 'done') {
    body = <Result status="success" title={t('qrConfirm.done')} subTitle={t('qrConfirm.doneText')} data-testid="qr-confirm-done" />;
  } else if (phase === 'failed') {
    body = <Result status="error" title={t('qrConfirm.failed')} subTitle={t('qrConfirm.failedText')} />;
  } else if (phase === 'cancelled') {
    body = <Result status="info" title={t('qrConfirm.cancelled')} subTitle={t('qrConfirm.cancelledText')} />;
  } else {
    body = (
      <Result
        icon={<DesktopOutlined style={{ color: '#1f4fd1' }} />}
        title={t('qrConfirm.title')}
        subTitle={t('qrConfirm.text', { name })}
        extra={
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Button type="primary" size="large" block loading={phase === 'confirming'} onClick={() => void confirm()} data-testid="qr-confirm">
              {t('qrConfirm.confirm')}
            </Button>
            <Button size="large" block disabled={phase === 'confirming'} onClick={() => setPhase('cancelled')}>
              {t('qrConfirm.cancel')}
            </Button>
          </Space>
        }
      />
    );
  }

  return (
    <AuthShell title={t('screen.qrConfirm')} width={400}>
      {body}
    </AuthShell>
  );
}
