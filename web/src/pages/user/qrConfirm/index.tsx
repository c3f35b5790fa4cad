import { useState } from 'react';
import { Button, Result } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import AuthShell from '../../../components/AuthShell';
import LinkButton from '../../../components/LinkButton';
import { useI18n } from '../../../i18n';
import { useLogin } from '../../../models/login';
import { homeFor } from '../../../router/access';
import { ApiError } from '../../../utils/request';
import common from '../../../components/common.module.css';
import { confirmQrLogin, qrScanQuery } from './service';

type Phase = 'ask' | 'confirming' | 'done' | 'failed' | 'cancelled';

/** Mobile screen opened from the QR code by a signed-in phone (the route guard handles signed-out users). */
export default function QrConfirmPage() {
  const { t } = useI18n();
  const { state } = useLogin();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const [cancelled, setCancelled] = useState(false);
  const name = state.userInfo?.name || state.userInfo?.phone || state.userInfo?.username || '';

  // Opening the link counts as scanning: the desktop then shows "confirm on your phone".
  // A ticket the server refuses (used, expired) is reported straight away; transport trouble is
  // not, as confirming may still work.
  const scan = useQuery(qrScanQuery(ticket));
  const confirm = useMutation({ mutationFn: () => confirmQrLogin(ticket) });

  let phase: Phase;
  if (confirm.isSuccess) phase = 'done';
  else if (confirm.isError || scan.error instanceof ApiError) phase = 'failed';
  else if (confirm.isPending) phase = 'confirming';
  else if (cancelled) phase = 'cancelled';
  else phase = 'ask';

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
  } else if (phase === 'failed') {
    body = <Result status="error" title={t('qrConfirm.failed')} subTitle={t('qrConfirm.failedText')} extra={onward} data-testid="qr-confirm-failed" />;
  } else if (phase === 'cancelled') {
    body = <Result status="info" title={t('qrConfirm.cancelled')} subTitle={t('qrConfirm.cancelledText')} extra={onward} data-testid="qr-confirm-cancelled" />;
  } else {
    body = (
      <Result
        icon={<DesktopOutlined className={common.primaryIcon} />}
        title={t('qrConfirm.title')}
        subTitle={t('qrConfirm.text', { name })}
        extra={
          <div className={common.stack}>
            <Button type="primary" size="large" block loading={phase === 'confirming'} onClick={() => confirm.mutate()} data-testid="qr-confirm">
              {t('qrConfirm.confirm')}
            </Button>
            <Button size="large" block disabled={phase === 'confirming'} onClick={() => setCancelled(true)}>
              {t('qrConfirm.cancel')}
            </Button>
          </div>
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
