import { Button, Drawer } from 'antd';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import QueryList, { pageRows } from '@/components/QueryList';
import StatusBadge, { type Tone } from '@/components/StatusBadge';
import { useI18n } from '@/i18n';
import { toastSuccess } from '@/utils/feedback';
import { formatDateTime } from '@/utils/format';
import { deliveriesQuery, redeliver, type DeliveryRow, type DeliveryStatus, type WebhookRow } from './service';
import shared from '@/pages/business/index.module.css';
import styles from './index.module.css';

const TONES: Record<DeliveryStatus, Tone> = { pending: 'info', retrying: 'warning', succeeded: 'success', failed: 'error' };

/** An endpoint's delivery log, newest first, each with "Redeliver". */
export default function Deliveries({ endpoint, onClose }: { endpoint: WebhookRow | null; onClose: () => void }) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const endpointId = endpoint?.endpointId ?? null;
  const log = useInfiniteQuery(deliveriesQuery(endpointId));
  const rows = pageRows<DeliveryRow>(log.data);
  const again = useMutation({
    mutationFn: redeliver,
    onSuccess: () => toastSuccess(t('dev.deliveries.redelivered')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['webhook/deliveries', endpointId] }),
  });

  const row = (d: DeliveryRow) => (
    <li key={d.deliveryId} className={styles.delivery} data-testid={`delivery-${d.deliveryId}`}>
      <div className={styles.deliveryHead}>
        <code>{d.event}</code>
        <StatusBadge tone={TONES[d.status] ?? 'neutral'}>{t(`dev.deliveries.status.${d.status}`)}</StatusBadge>
      </div>
      <span className={shared.auditMeta}>
        <time dateTime={new Date(d.createdAt).toISOString()}>{formatDateTime(d.createdAt, locale, true)}</time>
        {' · '}
        {t('dev.deliveries.attempts', { n: d.attempts })}
        {d.lastStatusCode != null ? ` · ${t('dev.deliveries.code', { code: d.lastStatusCode })}` : ''}
        {d.lastLatencyMs != null ? ` · ${t('dev.deliveries.latency', { ms: d.lastLatencyMs })}` : ''}
      </span>
      {d.lastError ? <span className={shared.auditMeta}>{d.lastError}</span> : null}
      {d.nextAttemptAt ? <span className={shared.auditMeta}>{t('dev.deliveries.next', { date: formatDateTime(d.nextAttemptAt, locale) })}</span> : null}
      <div>
        <Button size="small" onClick={() => again.mutate(d.deliveryId)} loading={again.isPending && again.variables === d.deliveryId} data-testid={`redeliver-${d.deliveryId}`}>
          {t('dev.deliveries.redeliver')}
        </Button>
      </div>
    </li>
  );

  return (
    <Drawer open={!!endpoint} onClose={onClose} title={t('dev.deliveries.title')} size="min(520px, 100vw)" destroyOnHidden>
      {endpoint ? (
        <>
          <p className={shared.hint}>{t('dev.deliveries.lead', { url: endpoint.url })}</p>
          <QueryList
            query={log}
            rows={rows}
            renderRow={row}
            testId="delivery-list"
            moreTestId="delivery-more"
            moreLabel={t('dev.deliveries.more')}
            errorTitle={t('dev.deliveries.loadFailed')}
            empty={{ description: t('dev.deliveries.empty'), testId: 'delivery-empty' }}
          />
        </>
      ) : null}
    </Drawer>
  );
}
