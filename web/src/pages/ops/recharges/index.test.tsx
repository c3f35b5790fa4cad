import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, dialogWith } from '@/test/dialogs';
import { fail, ok } from '@/test/enterprise';
import { renderPage, type Handlers } from '@/test/renderPage';
import type { OpsRecharge } from './service';
import * as ErrorCode from '@/services/errorCodes';

const row = (id: string, overrides: Partial<OpsRecharge> = {}): OpsRecharge => ({
  rechargeId: id,
  enterpriseId: 'e1',
  enterpriseName: 'Demo Trading Co',
  amountFen: 500_000,
  method: 'transfer',
  status: 'pending_review',
  voucherUrl: `https://files.test/voucher/${id}.png?sig=1`,
  rejectReason: null,
  createdAt: Date.UTC(2026, 10, 20, 8, 30),
  decidedAt: null,
  ...overrides,
});

const QUEUES: Record<string, OpsRecharge[]> = {
  pending_review: [row('r1'), row('r2', { enterpriseId: 'e7', enterpriseName: 'Acme Screening Ltd', amountFen: 12_345 })],
  settled: [row('r0', { status: 'settled', decidedAt: Date.UTC(2026, 10, 19) })],
  rejected: [],
};

function renderQueue(handlers: Handlers = {}) {
  return renderPage({
    path: '/ops/recharges',
    role: 'ops',
    actions: /\/finance\/(ops\/\w+)$/,
    handlers,
    defaults: { 'ops/recharges': (body) => ok({ list: QUEUES[String(body.status)] ?? [], cursor: null }) },
    otherwise: (body) => ok({ status: body.decision === 'approve' ? 'settled' : 'rejected' }),
  });
}

/** The confirmation popover saying `text`. */
async function popconfirm(text: string) {
  const title = await screen.findByText(text);
  return title.closest('.ant-popover') as HTMLElement;
}

describe('transfers to confirm (/ops/recharges)', () => {
  it('lists the transfers waiting, oldest first, with enterprise, amount, method and voucher', async () => {
    const { received } = renderQueue();
    expect(await screen.findByRole('heading', { level: 1, name: 'Transfers to confirm' })).toBeInTheDocument();
    const queue = await screen.findByTestId('ops-recharges');
    const first = within(queue).getByTestId('ops-recharge-r1');
    expect(first).toHaveTextContent('Demo Trading Co');
    expect(first).toHaveTextContent('¥5,000.00');
    expect(first).toHaveTextContent('Bank transfer');
    expect(within(first).getByTestId('voucher-r1')).toHaveAttribute('href', 'https://files.test/voucher/r1.png?sig=1');
    expect(within(queue).getByTestId('ops-recharge-r2')).toHaveTextContent('¥123.45');
    expect(received['ops/recharges'][0]).toEqual({ status: 'pending_review' });
    // The platform's menus, in their group.
    expect(screen.getByTestId('menu-opsRecharges')).toHaveTextContent('Transfers to confirm');
    expect(screen.getByTestId('menu-opsInvoices')).toHaveTextContent('Invoices to issue');

    fireEvent.click(screen.getByRole('radio', { name: 'Credited' }));
    expect(await screen.findByTestId('ops-recharge-r0')).toBeInTheDocument();
    expect(received['ops/recharges'].at(-1)).toEqual({ status: 'settled' });
    expect(screen.queryByTestId('approve-r0')).toBeNull();
  });

  it('approves after a confirmation that shows the amount', async () => {
    const { received } = renderQueue();
    fireEvent.click(await screen.findByTestId('approve-r1'));
    const pop = await popconfirm('Credit ¥5,000.00 to Demo Trading Co?');
    expect(received['ops/confirmRecharge']).toBeUndefined();
    fireEvent.click(button(pop, /^Approve$/));
    await waitFor(() => expect(received['ops/confirmRecharge']).toEqual([{ rechargeId: 'r1', decision: 'approve' }]));
    await waitFor(() => expect(received['ops/recharges'].length).toBeGreaterThan(1));
  });

  it('a transfer decided meanwhile (RechargeDecided) says so and refreshes the queue', async () => {
    const { received } = renderQueue({ 'ops/confirmRecharge': () => fail(ErrorCode.RechargeDecided, 'This recharge was already decided') });
    fireEvent.click(await screen.findByTestId('approve-r2'));
    const pop = await popconfirm('Credit ¥123.45 to Acme Screening Ltd?');
    fireEvent.click(button(pop, /^Approve$/));
    expect(await screen.findByText(/already decided, perhaps by another operator/)).toBeInTheDocument();
    await waitFor(() => expect(received['ops/recharges'].length).toBeGreaterThan(1));
  });

  it('rejects only with a reason', async () => {
    const { received } = renderQueue();
    fireEvent.click(await screen.findByTestId('reject-r2'));
    const dialog = await dialogWith('Reject ¥123.45 from Acme Screening Ltd');
    fireEvent.click(button(dialog, /Reject$/));
    expect(await within(dialog).findByText('please give the reason for the rejection')).toBeInTheDocument();
    expect(received['ops/confirmRecharge']).toBeUndefined();
    fireEvent.change(within(dialog).getByRole('textbox', { hidden: true }), { target: { value: ' No matching transfer ' } });
    fireEvent.click(button(dialog, /Reject$/));
    await waitFor(() => expect(received['ops/confirmRecharge']).toEqual([{ rechargeId: 'r2', decision: 'reject', reason: 'No matching transfer' }]));
  });
});
