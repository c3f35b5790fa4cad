import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import StatusBadge from '@/components/StatusBadge';
import { useI18n, type MessageKey } from '@/i18n';
import { formatDateTime } from '@/utils/format';
import { STATUS_TONE, type WorkOrderDetail } from './service';
import shared from '@/styles/shared.module.css';

/**
 * The facts beside a thread: number, status, type, (`children`: the enterprise, for the
 * platform), who raised it and when, the related order (a link to its record when `orderHref`),
 * when it was resolved or closed.
 */
export default function Facts({ d, orderHref, children }: { d: WorkOrderDetail; orderHref?: string; children?: ReactNode }) {
  const { t, locale } = useI18n();
  return (
    <dl className={shared.facts} data-testid="workorder-facts">
      <dt>{t('workOrder.fact.no')}</dt>
      <dd data-testid="workorder-no">{d.workOrderNo}</dd>
      <dt>{t('workOrder.fact.status')}</dt>
      <dd>
        <StatusBadge tone={STATUS_TONE[d.status]} testId="workorder-status">
          {t(`workOrder.status.${d.status}` as MessageKey)}
        </StatusBadge>
      </dd>
      <dt>{t('workOrder.fact.type')}</dt>
      <dd>{t(`workOrder.type.${d.type}` as MessageKey)}</dd>
      {children}
      <dt>{t('workOrder.fact.raisedBy')}</dt>
      <dd>{d.raisedByName}</dd>
      <dt>{t('workOrder.fact.raisedAt')}</dt>
      <dd>{formatDateTime(d.createdAt, locale)}</dd>
      {d.orderNo ? (
        <>
          <dt>{t('workOrder.fact.order')}</dt>
          <dd>
            {orderHref ? (
              <Link to={orderHref} data-testid="workorder-order-link">
                {d.orderNo}
              </Link>
            ) : (
              <span data-testid="workorder-order-no">{d.orderNo}</span>
            )}
          </dd>
        </>
      ) : null}
      {d.resolvedAt ? (
        <>
          <dt>{t('workOrder.fact.resolvedAt')}</dt>
          <dd>{formatDateTime(d.resolvedAt, locale)}</dd>
        </>
      ) : null}
      {d.closedAt ? (
        <>
          <dt>{t('workOrder.fact.closedAt')}</dt>
          <dd>{formatDateTime(d.closedAt, locale)}</dd>
        </>
      ) : null}
    </dl>
  );
}
