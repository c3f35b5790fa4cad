import { infiniteQueryOptions } from '@tanstack/react-query';
import { financeCall, type Page, type Recharge, type RechargeStatus } from '@/pages/finance/service';

export { RECHARGE_STATUSES, type RechargeStatus } from '@/pages/finance/service';

/** A row of `finance/ops/recharges` (typed here until api-types.ts is regenerated). */
export interface OpsRecharge extends Recharge {
  enterpriseId: string;
  enterpriseName: string;
}

/** The recharges of every enterprise in one status, oldest first (the longest waiting on top). */
export function opsRechargesQuery(status: RechargeStatus) {
  return infiniteQueryOptions({
    queryKey: ['finance/ops/recharges', status],
    queryFn: ({ pageParam }) => financeCall<Page<OpsRecharge>>('ops/recharges', pageParam ? { status, cursor: pageParam } : { status }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
}

export type Decision = 'approve' | 'reject';

/**
 * Approves (credits the balance, once however often it is sent) or rejects a bank transfer.
 * Quiet: the screen shows failures (4104 decided meanwhile refreshes the queue).
 */
export function confirmRecharge(body: { rechargeId: string; decision: Decision; reason?: string }) {
  return financeCall<{ status: RechargeStatus }>('ops/confirmRecharge', body, { hideError: true });
}

