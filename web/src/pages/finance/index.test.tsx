import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { button, dialogWith } from '@/test/dialogs';
import { fail, ok } from '@/test/enterprise';
import type { Role } from '@/test/renderApp';
import { renderPage, type Handlers } from '@/test/renderPage';
import type { UserInfo } from '@/models/login';
import type { FinanceAccount, Invoice, LedgerEntry, Recharge } from './service';
import * as ErrorCode from '@/services/errorCodes';

const ACCOUNT: FinanceAccount = {
  balanceFen: 200_000,
  lowBalanceThresholdFen: 500_000,
  lowBalance: true,
  invoiceableFen: 12_345,
  pendingRechargeFen: 500_000,
  sandboxPayments: true,
};

const LEDGER: LedgerEntry[] = [
  {
    entryId: 'l2',
    kind: 'charge',
    amountFen: -12_000,
    balanceAfterFen: 200_000,
    reason: 'Background check 2611210042',
    note: { kind: 'order_charge', orderNo: '2611210042' },
    at: Date.UTC(2026, 10, 21, 9, 0),
    link: { type: 'order', id: 'o42' },
  },
  { entryId: 'l1', kind: 'recharge', amountFen: 212_000, balanceAfterFen: 212_000, reason: 'Bank transfer', at: Date.UTC(2026, 10, 20, 9, 0), link: null },
];

const RECHARGES: Recharge[] = [
  {
    rechargeId: 'r2',
    amountFen: 500_000,
    method: 'transfer',
    status: 'pending_review',
    voucherUrl: 'https://files.test/voucher/r2.png?sig=1',
    rejectReason: null,
    createdAt: Date.UTC(2026, 10, 21, 8, 0),
    decidedAt: null,
  },
  {
    rechargeId: 'r1',
    amountFen: 30_000,
    method: 'transfer',
    status: 'rejected',
    voucherUrl: null,
    rejectReason: 'No matching transfer on the statement',
    createdAt: Date.UTC(2026, 10, 19, 8, 0),
    decidedAt: Date.UTC(2026, 10, 20, 8, 0),
  },
];

const INVOICES: Invoice[] = [
  {
    invoiceId: 'i1',
    title: 'Demo Trading Co',
    taxNumber: '91350100M000100Y43',
    amountFen: 10_000,
    email: null,
    status: 'issued',
    createdAt: Date.UTC(2026, 10, 18),
    issuedAt: Date.UTC(2026, 10, 19),
    fileUrl: 'https://files.test/invoice/i1.pdf?sig=1',
  },
];

function renderFinance({
  role = 'owner',
  account = ACCOUNT,
  handlers = {},
  info,
  path = '/financialManage',
}: { role?: Role; account?: FinanceAccount; handlers?: Handlers; info?: Partial<UserInfo>; path?: string } = {}) {
  return renderPage({
    path,
    role,
    info,
    api: (url) =>
      url.endsWith('/file/upload')
        ? ok({ key: 'voucher/v1.png', url: 'https://files.test/voucher/v1.png?sig=1', name: 'slip.png', size: 900, contentType: 'image/png' })
        : undefined,
    actions: /\/finance\/(.+)$/,
    handlers,
    defaults: {
      account: () => ok(account),
      ledger: () => ok({ list: LEDGER, cursor: null }),
      recharges: () => ok({ list: RECHARGES, cursor: null }),
      'invoice/list': () => ok({ list: INVOICES, cursor: null }),
      recharge: (body) => ok({ rechargeId: 'r9', status: body.method === 'sandbox' ? 'settled' : 'pending_review' }),
    },
    otherwise: () => ok({}),
  });
}

/** Opens the recharge form and types `amount`. */
async function openRecharge(amount?: string) {
  fireEvent.click(await screen.findByTestId('recharge'));
  const dialog = await dialogWith('Recharge the balance');
  if (amount !== undefined) fireEvent.change(within(dialog).getByLabelText('Amount (yuan)'), { target: { value: amount } });
  return dialog;
}

describe('finance (/financialManage)', () => {
  it('shows the balance, the low-balance warning and the figures beside it', async () => {
    const { received } = renderFinance();
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance' })).toBeInTheDocument();
    expect(await screen.findByTestId('balance')).toHaveTextContent('¥2,000.00');
    const alert = screen.getByTestId('low-balance');
    expect(alert).toHaveTextContent('Your balance is below ¥5,000.00');
    expect(alert).toHaveTextContent('recharge now');
    expect(screen.getByTestId('threshold')).toHaveTextContent('¥5,000.00');
    expect(screen.getByTestId('pending')).toHaveTextContent('¥5,000.00');
    expect(screen.getByTestId('invoiceable')).toHaveTextContent('¥123.45');
    expect(received.account).toEqual([{}]);
  });

  it('shows no warning when the balance is above the threshold', async () => {
    renderFinance({ account: { ...ACCOUNT, lowBalance: false, lowBalanceThresholdFen: 0 } });
    expect(await screen.findByTestId('balance')).toHaveTextContent('¥2,000.00');
    expect(screen.queryByTestId('low-balance')).toBeNull();
    expect(screen.getByTestId('threshold')).toHaveTextContent('Off');
  });

  it('a viewer reads everything but sees no recharge, threshold or invoice button', async () => {
    renderFinance({
      role: 'viewer',
      info: { sideBarMenus: [{ key: 'homePage', path: '/homePage', name: 'Home' }, { key: 'financialManage', path: '/financialManage', name: 'Finance' }] },
    });
    expect(await screen.findByTestId('balance')).toHaveTextContent('¥2,000.00');
    expect(screen.getByTestId('low-balance')).toHaveTextContent('ask an owner or administrator to recharge');
    expect(screen.queryByTestId('recharge')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Recharge/ })).toBeNull();
    expect(screen.queryByTestId('edit-threshold')).toBeNull();
    expect(await screen.findByTestId('ledger')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Invoices' }));
    expect(await screen.findByTestId('invoices')).toHaveTextContent('Demo Trading Co');
    expect(screen.queryByTestId('apply-invoice')).toBeNull();
  });

  it('the ledger shows signed, coloured amounts; filters by kind and dates; load more', async () => {
    const { received } = renderFinance({
      handlers: {
        ledger: (body) => (body.cursor ? ok({ list: [{ ...LEDGER[1], entryId: 'l0', amountFen: -500 }], cursor: null }) : ok({ list: LEDGER, cursor: 'c1' })),
      },
    });
    const charge = await screen.findByTestId('amount-l2');
    expect(charge).toHaveTextContent('-¥120.00');
    expect(charge.className).toMatch(/debit/);
    const credit = screen.getByTestId('amount-l1');
    expect(credit).toHaveTextContent('+¥2,120.00');
    expect(credit.className).toMatch(/credit/);
    const row = screen.getByTestId('entry-l2');
    expect(row).toHaveTextContent('Charge');
    expect(row).toHaveTextContent('¥2,000.00');
    // The order number (linked to the record), never the internal id.
    expect(row).toHaveTextContent('Background check 2611210042');
    expect(row).toHaveTextContent('Order 2611210042');
    expect(row).not.toHaveTextContent('o42 ');
    expect(screen.getByTestId('entry-ref-l2')).toHaveAttribute('href', '/backRecord/detail?orderId=o42');
    expect(row).toHaveTextContent('2026-11-21 17:00 (UTC+8)');
    expect(received.ledger[0]).toEqual({});

    fireEvent.click(screen.getByTestId('ledger-more'));
    expect(await screen.findByTestId('amount-l0')).toHaveTextContent('-¥5.00');
    expect(received.ledger[1]).toEqual({ cursor: 'c1' });

    fireEvent.click(screen.getByRole('radio', { name: 'Charge' }));
    await waitFor(() => expect(received.ledger.at(-1)).toEqual({ kind: 'charge' }));

    // Dates: from the start of the first day to the end of the last, local time.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(received.ledger.at(-1)).toEqual({
        kind: 'charge',
        from: Date.UTC(2026, 9, 31, 16),
        to: Date.UTC(2026, 10, 30, 16) - 1,
      }),
    );
    fireEvent.click(screen.getByTestId('clear-dates'));
    await waitFor(() => expect(received.ledger.at(-1)).toEqual({ kind: 'charge' }));
  });

  it('the ledger says when nothing matches', async () => {
    renderFinance({ handlers: { ledger: () => ok({ list: [], cursor: null }) } });
    expect(await screen.findByText('No movements yet')).toBeInTheDocument();
  });

  it('exports the statement of the current filters and downloads it', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { received } = renderFinance({
      handlers: { 'statement/export': () => ok({ url: 'https://files.test/statements/s.xlsx?sig=1', fileName: 'statement-2026-11-22.xlsx', rows: 2 }) },
    });
    await screen.findByTestId('ledger');
    fireEvent.click(screen.getByRole('radio', { name: 'Recharge' }));
    await waitFor(() => expect(received.ledger.at(-1)).toEqual({ kind: 'recharge' }));
    fireEvent.click(screen.getByTestId('export-xlsx'));
    await waitFor(() => expect(received['statement/export']).toEqual([{ kind: 'recharge', format: 'xlsx' }]));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].href).toBe('https://files.test/statements/s.xlsx?sig=1');
    expect(clicked[0].download).toBe('statement-2026-11-22.xlsx');
    const ready = await screen.findByTestId('export-ready');
    expect(ready).toHaveTextContent('Your statement is ready (2 entries)');
    expect(within(ready).getByRole('link', { name: 'statement-2026-11-22.xlsx' })).toHaveAttribute('href', 'https://files.test/statements/s.xlsx?sig=1');
  });

  it('the recharge form refuses an empty amount, 0 and 1.234, and above ¥1,000,000', async () => {
    const { received } = renderFinance();
    const dialog = await openRecharge();
    const amount = within(dialog).getByLabelText('Amount (yuan)');
    const next = () => fireEvent.click(screen.getByTestId('recharge-next'));
    next();
    expect(await within(dialog).findByText('please enter the amount')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '0' } });
    next();
    expect(await within(dialog).findByText('the least you can recharge is ¥1.00')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '1.234' } });
    next();
    expect(await within(dialog).findByText(/at most two decimals, e\.g\./)).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '1000000.01' } });
    next();
    expect(await within(dialog).findByText('the most you can recharge at once is ¥1,000,000.00')).toBeInTheDocument();
    expect(screen.queryByTestId('recharge-review')).toBeNull();
    expect(received.recharge).toBeUndefined();
  });

  it('a sandbox recharge: confirmed with its amount, sent as fen, resent with the same key after a busy reply', async () => {
    const { received } = renderFinance({ handlers: { recharge: (_b, attempt) => (attempt === 1 ? fail(ErrorCode.RateLimited, 'busy') : undefined) } });
    const dialog = await openRecharge('1,000.5');
    expect(within(dialog).getByText('Sandbox — no real money')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { hidden: true, name: /Sandbox payment/ }));
    expect(await within(dialog).findByTestId('sandbox-warning')).toHaveTextContent('no money moves');
    fireEvent.click(screen.getByTestId('recharge-next'));
    expect(await within(dialog).findByTestId('recharge-amount')).toHaveTextContent('¥1,000.50');
    expect(received.recharge).toBeUndefined();

    fireEvent.click(screen.getByTestId('recharge-confirm'));
    expect(await within(dialog).findByTestId('recharge-problem')).toHaveTextContent('never recorded twice');
    fireEvent.click(screen.getByTestId('recharge-confirm'));
    expect(await within(dialog).findByTestId('recharge-result')).toHaveTextContent('¥1,000.50 credited to your balance');

    expect(received.recharge).toHaveLength(2);
    const [first, second] = received.recharge;
    expect(first).toEqual({ amountFen: 100_050, method: 'sandbox', idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/) });
    expect(second).toEqual(first);
    // The account and the lists are asked again.
    await waitFor(() => expect(received.account.length).toBeGreaterThan(1));
  });

  it('a double click sends one request; a new opening of the form has a new key', async () => {
    let release: (r: Response) => void = () => undefined;
    const { received } = renderFinance({
      handlers: { recharge: (_b, attempt) => (attempt === 1 ? (new Promise<Response>((r) => (release = r)) as unknown as Response) : undefined) },
    });
    const dialog = await openRecharge('20');
    fireEvent.click(within(dialog).getByRole('radio', { hidden: true, name: /Sandbox payment/ }));
    fireEvent.click(screen.getByTestId('recharge-next'));
    await within(dialog).findByTestId('recharge-amount');
    fireEvent.click(screen.getByTestId('recharge-confirm'));
    fireEvent.click(screen.getByTestId('recharge-confirm'));
    await waitFor(() => expect(received.recharge).toHaveLength(1));
    release(ok({ rechargeId: 'r9', status: 'settled' }));
    expect(await within(dialog).findByTestId('recharge-result')).toHaveTextContent('¥20.00 credited');
    expect(received.recharge).toHaveLength(1);
    fireEvent.click(screen.getByTestId('recharge-done'));

    const again = await openRecharge('20');
    fireEvent.click(within(again).getByRole('radio', { hidden: true, name: /Sandbox payment/ }));
    fireEvent.click(screen.getByTestId('recharge-next'));
    await within(again).findByTestId('recharge-amount');
    fireEvent.click(screen.getByTestId('recharge-confirm'));
    await waitFor(() => expect(received.recharge).toHaveLength(2));
    expect(received.recharge[1].idempotencyKey).not.toBe(received.recharge[0].idempotencyKey);
  });

  it('the form answers at once when it opens, and a closed form is not kept for the next opening', async () => {
    renderFinance();
    const dialog = await openRecharge('35');
    // The first click reaches the mounted form.
    fireEvent.click(within(dialog).getByRole('radio', { hidden: true, name: /Sandbox payment/ }));
    fireEvent.click(screen.getByTestId('recharge-next'));
    await within(dialog).findByTestId('recharge-amount');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    const again = await openRecharge();
    expect(within(again).getByLabelText('Amount (yuan)')).toHaveValue('');
    fireEvent.click(screen.getByTestId('recharge-next'));
    expect(await within(again).findByText('please enter the amount')).toBeInTheDocument();
  });

  it('a bank transfer needs its voucher, shows the bank details and waits for confirmation', async () => {
    const { received } = renderFinance({ account: { ...ACCOUNT, sandboxPayments: false } });
    const dialog = await openRecharge('5000');
    expect(within(dialog).queryByText('Sandbox payment')).toBeNull();
    expect(within(dialog).getByTestId('bank-details')).toHaveTextContent('Recharge – Demo Trading Co');
    fireEvent.click(screen.getByTestId('recharge-next'));
    expect(await within(dialog).findByText('please upload the transfer voucher')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('recharge_voucher-input'), { target: { files: [new File(['PNG'], 'slip.png', { type: 'image/png' })] } });
    await waitFor(() => expect(within(dialog).queryByText('please upload the transfer voucher')).toBeNull());
    fireEvent.click(screen.getByTestId('recharge-next'));
    expect(await within(dialog).findByTestId('recharge-amount')).toHaveTextContent('¥5,000.00');
    expect(within(dialog).getByTestId('recharge-review')).toHaveTextContent('slip.png');
    fireEvent.click(screen.getByTestId('recharge-confirm'));
    expect(await within(dialog).findByTestId('recharge-result')).toHaveTextContent('Transfer of ¥5,000.00 recorded');
    expect(received.recharge).toEqual([
      { amountFen: 500_000, method: 'transfer', voucherFileKey: 'voucher/v1.png', idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/) },
    ]);
  });

  it('a field the server refuses goes back to the form, under its field', async () => {
    const { received } = renderFinance({
      handlers: { recharge: (_b, attempt) => (attempt === 1 ? fail(ErrorCode.InvalidField, 'amountFen: at most 100000000', { field: 'amountFen' }) : undefined) },
    });
    const dialog = await openRecharge('300');
    fireEvent.click(within(dialog).getByRole('radio', { hidden: true, name: /Sandbox payment/ }));
    fireEvent.click(screen.getByTestId('recharge-next'));
    await within(dialog).findByTestId('recharge-amount');
    fireEvent.click(screen.getByTestId('recharge-confirm'));
    expect(await within(dialog).findByText('amountFen: at most 100000000')).toBeInTheDocument();
    expect(screen.queryByTestId('recharge-review')).toBeNull();
    expect(received.recharge).toHaveLength(1);
  });

  it('lists recharges with status and the reason of a rejection; the section is in the address', async () => {
    const { router } = renderFinance({ path: '/financialManage?tab=recharges' });
    const list = await screen.findByTestId('recharges');
    expect(screen.getByRole('link', { name: 'Recharges' })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getByTestId('recharge-status-r2')).toHaveTextContent('Waiting for confirmation');
    expect(within(list).getByTestId('recharge-status-r1')).toHaveTextContent('Rejected');
    expect(within(list).getByTestId('reject-reason-r1')).toHaveTextContent('Reason: No matching transfer on the statement');
    expect(within(list).getByTestId('voucher-r2')).toHaveAttribute('href', 'https://files.test/voucher/r2.png?sig=1');
    fireEvent.click(screen.getByRole('link', { name: 'Ledger' }));
    expect(await screen.findByTestId('ledger')).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(screen.getByTestId('finance-recharges').parentElement).not.toBeVisible();
  });

  it('requests an invoice: the tax number rule, then the server’s limit under the amount', async () => {
    const { received } = renderFinance({
      handlers: {
        'invoice/apply': (_b, attempt) => (attempt === 1 ? fail(ErrorCode.InvoiceAmountExceeded, 'The amount is more than can be invoiced', { invoiceableFen: 10_000 }) : ok({ invoiceId: 'i2', status: 'pending' })),
      },
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Invoices' }));
    expect(await screen.findByTestId('invoice-file-i1')).toHaveAttribute('href', 'https://files.test/invoice/i1.pdf?sig=1');
    fireEvent.click(screen.getByTestId('apply-invoice'));
    const dialog = await dialogWith('Up to ¥123.45 can be invoiced');
    expect(within(dialog).getByLabelText('Amount (yuan)')).toHaveValue('123.45');
    fireEvent.change(within(dialog).getByLabelText('Invoice title'), { target: { value: 'Demo Trading Co' } });
    fireEvent.change(within(dialog).getByLabelText('Taxpayer number'), { target: { value: 'abc123' } });
    fireEvent.click(button(dialog, /Request$/));
    expect(await within(dialog).findByText('the taxpayer number has 15 to 20 capital letters and digits')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Taxpayer number'), { target: { value: '91350100m000100y43' } });
    fireEvent.click(button(dialog, /Request$/));
    expect(await within(dialog).findByText('at most ¥100.00 can be invoiced now')).toBeInTheDocument();
    expect(received['invoice/apply'][0]).toEqual({ title: 'Demo Trading Co', taxNumber: '91350100M000100Y43', amountFen: 12_345 });
    fireEvent.change(within(dialog).getByLabelText('Amount (yuan)'), { target: { value: '100' } });
    fireEvent.change(within(dialog).getByLabelText('Email (optional)'), { target: { value: 'ap@demo.example' } });
    fireEvent.click(button(dialog, /Request$/));
    await waitFor(() => expect(received['invoice/apply']).toHaveLength(2));
    expect(received['invoice/apply'][1]).toEqual({ title: 'Demo Trading Co', taxNumber: '91350100M000100Y43', amountFen: 10_000, email: 'ap@demo.example' });
  });

  it('changes the low-balance threshold (in yuan, sent as fen)', async () => {
    const { received } = renderFinance({ handlers: { setLowBalance: (b) => ok({ ...ACCOUNT, lowBalance: false, lowBalanceThresholdFen: b.thresholdFen }) } });
    fireEvent.click(await screen.findByTestId('edit-threshold'));
    const dialog = await dialogWith('Warn below (yuan)');
    const field = within(dialog).getByLabelText('Warn below (yuan)');
    expect(field).toHaveValue('5000.00');
    fireEvent.change(field, { target: { value: '1500' } });
    fireEvent.click(button(dialog, /^Save$/));
    await waitFor(() => expect(received.setLowBalance).toEqual([{ thresholdFen: 150_000 }]));
    await waitFor(() => expect(screen.queryByTestId('low-balance')).toBeNull());
    expect(screen.getByTestId('threshold')).toHaveTextContent('¥1,500.00');
  });
});
