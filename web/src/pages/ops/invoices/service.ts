import { infiniteQueryOptions } from '@tanstack/react-query';
import { financeCall, type Invoice, type InvoiceStatus, type Page } from '@/pages/finance/service';

export { INVOICE_STATUSES, type InvoiceStatus } from '@/pages/finance/service';

/** A row of `finance/ops/invoices` (typed here until api-types.ts is regenerated). */
export interface OpsInvoice extends Invoice {
  enterpriseId: string;
  enterpriseName: string;
}

/** The invoice requests of every enterprise in one status, oldest first. */
export function opsInvoicesQuery(status: InvoiceStatus) {
  return infiniteQueryOptions({
    queryKey: ['finance/ops/invoices', status],
    queryFn: ({ pageParam }) => financeCall<Page<OpsInvoice>>('ops/invoices', pageParam ? { status, cursor: pageParam } : { status }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
}

/** Issues an invoice with its file (uploaded with purpose `invoice`). Quiet: the screen shows failures. */
export function issueInvoice(body: { invoiceId: string; fileKey: string }) {
  return financeCall<{ status: 'issued' }>('ops/issueInvoice', body, { hideError: true });
}
