import { Button, Modal } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import StatusBadge, { type Tone } from '@/components/StatusBadge';
import { useI18n, type MessageKey } from '@/i18n';
import { toastError, toastSuccess } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import { RequestError } from '@/utils/request';
import { revokeShare, sharesQuery, type ShareView } from './service';
import styles from './detail.module.css';

const STATE_TONE: Record<ShareView['state'], Tone> = { active: 'success', expired: 'neutral', revoked: 'error' };

/**
 * The links of the report shared to phones, newest first: to whom (masked), until when, how often
 * opened; an active one can be revoked (after a confirmation) by members who may share. (Loaded
 * after the report; the confirmation is antd's modal, which the page's dialogs load anyway.)
 */
export default function Links({ enterpriseId, orderId, canRevoke }: { enterpriseId?: string; orderId: string; canRevoke: boolean }) {
  const { t, locale } = useI18n();
  const client = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const shares = useQuery(sharesQuery(enterpriseId, orderId));
  const revoke = useMutation({
    mutationFn: (link: ShareView) => revokeShare(link.shareId),
    onSuccess: (_r, link) => toastSuccess(t('report.links.revoked', { phone: link.phoneMask })),
    onError: (e) => {
      if (!(e instanceof RequestError && e.kind === 'session')) toastError(e instanceof Error ? e.message : String(e));
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['report/shares'] }),
  });

  if (shares.isPending) {
    return (
      <p className={styles.meta} role="status">
        {t('report.links.loading')}
      </p>
    );
  }
  if (shares.isError) {
    return (
      <div className={styles.inlineError} role="alert">
        <span>{t('report.links.failed')}</span>
        <Button size="small" onClick={() => void shares.refetch()}>
          {t('report.retry')}
        </Button>
      </div>
    );
  }
  if (!shares.data.length) return <p className={styles.meta}>{t('report.links.empty')}</p>;
  return (
    <>
      {modalHolder}
      <ul className={styles.links} data-testid="report-links">
        {shares.data.map((link) => {
          const opened =
            link.opened === 0
              ? t('report.links.never')
              : link.opened === 1
                ? t('report.links.once')
                : t('report.links.opened', { count: link.opened });
          return (
            <li key={link.shareId} className={styles.link} data-testid={`link-${link.shareId}`} data-state={link.state}>
              <div className={styles.linkMain}>
                <strong>{link.phoneMask}</strong>
                <StatusBadge tone={STATE_TONE[link.state] ?? 'neutral'}>{t(`report.links.state.${link.state}` as MessageKey)}</StatusBadge>
              </div>
              <div className={`${styles.meta} ${styles.linkMeta}`}>
                {t('report.links.created', { date: formatDateTime(link.createdAt, locale) })}
                {' · '}
                {link.revokedAt
                  ? t('report.links.revokedAt', { date: formatDateTime(link.revokedAt, locale) })
                  : t('report.links.expires', { date: formatDateTime(link.expiresAt, locale) })}
                {' · '}
                {opened}
                {link.lastOpenedAt ? ` ${t('report.links.lastOpened', { date: formatDateTime(link.lastOpenedAt, locale) })}` : ''}
              </div>
              {canRevoke && link.state === 'active' ? (
                <Button
                  size="small"
                  danger
                  icon={<StopOutlined aria-hidden />}
                  className={styles.linkAction}
                  loading={revoke.isPending && revoke.variables?.shareId === link.shareId}
                  onClick={() =>
                    void modal.confirm({
                      title: t('report.links.revokeTitle', { phone: link.phoneMask }),
                      content: t('report.links.revokeText'),
                      okText: t('report.links.revoke'),
                      okButtonProps: { danger: true, ...({ 'data-testid': 'revoke-confirm' } as Record<string, string>) },
                      cancelText: t('common.cancel'),
                      onOk: () => revoke.mutateAsync(link).catch(() => undefined),
                    })
                  }
                  aria-label={t('report.links.revokeOf', { phone: link.phoneMask })}
                  data-testid={`revoke-${link.shareId}`}
                >
                  {t('report.links.revoke')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
