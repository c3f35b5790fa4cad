import { Alert, Button } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import LinkButton from '@/components/LinkButton';
import Panel from '@/components/Panel';
import { useI18n } from '@/i18n';
import { ApiError } from '@/utils/request';
import { errorText } from './errors';
import * as ErrorCode from '@/services/errorCodes';

/**
 * A ticket that could not be shown, for the enterprise's and the platform's detail pages: none
 * with that id (or another enterprise's) leads back to the list, a failed load offers a retry.
 */
export default function TicketUnavailable({
  workOrderId,
  ticket,
  back,
  testId,
}: {
  workOrderId: string;
  ticket: UseQueryResult<unknown>;
  back: { to: string; label: string };
  /** `workorder` → `workorder-not-found`, `workorder-load-failed`. */
  testId: string;
}) {
  const { t } = useI18n();
  const missing = !workOrderId || (ticket.error instanceof ApiError && ticket.error.code === ErrorCode.NotFound);
  return (
    <Panel>
      {missing ? (
        <Alert
          type="warning"
          showIcon
          title={t('workOrder.notFound')}
          action={<LinkButton to={back.to}>{back.label}</LinkButton>}
          data-testid={`${testId}-not-found`}
        />
      ) : (
        <Alert
          type="error"
          showIcon
          title={t('workOrder.detailFailed')}
          description={ticket.error ? errorText(ticket.error) : undefined}
          action={
            <Button onClick={() => void ticket.refetch()} loading={ticket.isFetching}>
              {t('chunk.retry')}
            </Button>
          }
          data-testid={`${testId}-load-failed`}
        />
      )}
    </Panel>
  );
}
