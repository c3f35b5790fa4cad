import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { button, dialogWith } from '@/test/dialogs';
import { fail, ok } from '@/test/enterprise';
import { choosePackage, fakePackage, renderOrderForm, typeCandidate } from '@/test/ordering';
import type { Handlers } from '@/test/renderPage';
import type { OrderDetail, OrderRow } from './service';
import * as ErrorCode from '@/services/errorCodes';

const PACKAGES = [fakePackage('p1', 'Standard hire', ['identity', 'court'], 11_800)];

const CATALOG = [
  { code: 'identity', nameEn: 'Identity verification', nameZh: '身份核验' },
  { code: 'court', nameEn: 'Court records', nameZh: '法院诉讼记录' },
].map((c, i) => ({ ...c, candidateFields: [], descriptionEn: '', descriptionZh: '', maxQuantity: 1, sort: i, turnaroundDays: 2, unitPriceFen: 5000 }));

const ROW: OrderRow = {
  orderId: 'o1',
  orderNo: 'VB2611220001',
  authMode: 'sms',
  candidateName: '王**',
  candidatePhone: '139****1111',
  createdAt: Date.UTC(2026, 10, 22, 8),
  etaAt: Date.UTC(2026, 10, 29),
  itemCount: 2,
  itemsDone: 0,
  packageId: 'p1',
  packageName: 'Standard hire',
  priceFen: 11_800,
  status: 'awaiting_authorization',
};

const DETAIL: OrderDetail = {
  erased: false,
  orderId: 'o1',
  orderNo: 'VB2611220001',
  authMode: 'sms',
  canCancel: true,
  canRemind: true,
  canReveal: true,
  candidate: { name: '王**', phone: '139****1111', idNumber: '110***********002X' },
  createdAt: Date.UTC(2026, 10, 22, 8),
  items: [
    { index: 0, code: 'identity', nameEn: 'Identity verification', nameZh: '身份核验', attempts: 0, status: 'pending', turnaroundDays: 1 },
    { index: 1, code: 'court', nameEn: 'Court records', nameZh: '法院诉讼记录', attempts: 0, status: 'pending', turnaroundDays: 3 },
  ],
  packageId: 'p1',
  packageName: 'Standard hire',
  packageVersion: 1,
  priceFen: 11_800,
  refundedFen: 0,
  status: 'awaiting_authorization',
  invite: { sentCount: 1, lastSentAt: Date.UTC(2026, 10, 22, 8) },
  timeline: [
    { at: Date.UTC(2026, 10, 22, 8), kind: 'created' },
    { at: Date.UTC(2026, 10, 22, 8), kind: 'invited' },
  ],
};

function renderOrdering(path: string, handlers: Handlers = {}, balanceFen = 100_000) {
  return renderOrderForm(path, {
    packages: PACKAGES,
    catalog: CATALOG,
    balanceFen,
    handlers,
    defaults: { 'order/list': () => ok({ items: [ROW], cursor: null }), 'order/detail': () => ok(DETAIL) },
  });
}

async function fillCandidate(idNumber = '11010519491231002X') {
  await choosePackage('Standard hire');
  typeCandidate(idNumber);
}

describe('ordering a check (/initiateBack)', () => {
  it('shows the price beside the balance and refuses a form with a wrong ID check character', async () => {
    const { received } = renderOrdering('/initiateBack');
    expect(await screen.findByTestId('order-balance')).toHaveTextContent('¥1,000.00');
    await fillCandidate('110105194912310021');
    await waitFor(() => expect(screen.getByTestId('order-price')).toHaveTextContent('¥118.00'));
    expect(screen.getByTestId('order-summary')).toHaveTextContent('¥882.00');
    fireEvent.click(screen.getByTestId('order-submit'));
    expect(await screen.findByText('please check the ID number: its last character does not match')).toBeInTheDocument();
    expect(received['order/create']).toBeUndefined();
  });

  it('asks before money moves, then places the order once and shows its number', async () => {
    const { received, router } = renderOrdering('/initiateBack', {
      'order/create': () => ok({ orderId: 'o9', orderNo: 'VB2611229999', status: 'awaiting_authorization', priceFen: 11_800, balanceAfterFen: 88_200 }),
    });
    await fillCandidate();
    fireEvent.click(screen.getByTestId('order-submit'));
    const dialog = await dialogWith('Order this background check?');
    expect(dialog).toHaveTextContent('¥118.00 will be charged from the balance for 王小明 (139****1111), package "Standard hire"');
    expect(received['order/create']).toBeUndefined();
    fireEvent.click(button(dialog, 'Order and pay'));
    expect(await screen.findByTestId('order-success')).toHaveTextContent('Order VB2611229999 placed');
    expect(router.state.location.pathname).toBe('/orderSuccess');
    expect(received['order/create']).toHaveLength(1);
    const sent = received['order/create'][0];
    expect(sent).toMatchObject({
      packageId: 'p1',
      candidate: { name: '王小明', phone: '13900001111', idNumber: '11010519491231002X', email: null },
      authMode: 'sms',
      consentFileKey: null,
    });
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a recent order of the same candidate is confirmed first and resent with the same key', async () => {
    const { received } = renderOrdering('/initiateBack', {
      'order/create': (body) =>
        body.confirmDuplicate
          ? ok({ orderId: 'o9', orderNo: 'VB2611229999', status: 'awaiting_authorization', priceFen: 11_800, balanceAfterFen: 88_200 })
          : fail(ErrorCode.DuplicateCandidate, 'ordered recently', { orderNo: 'VB2611010001', orderedAt: Date.UTC(2026, 10, 1) }),
    });
    await fillCandidate();
    fireEvent.click(screen.getByTestId('order-submit'));
    fireEvent.click(button(await dialogWith('Order this background check?'), 'Order and pay'));
    const warning = await dialogWith('This candidate was ordered recently');
    expect(warning).toHaveTextContent('Order VB2611010001 checked the same ID number');
    fireEvent.click(button(warning, 'Order again'));
    expect(await screen.findByTestId('order-success')).toBeInTheDocument();
    const [first, second] = received['order/create'];
    expect(first.confirmDuplicate).toBeUndefined();
    expect(second.confirmDuplicate).toBe(true);
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
  });

  it('a price above the balance disables ordering and points to recharge', async () => {
    renderOrdering('/initiateBack', {}, 5_000);
    await fillCandidate();
    expect(await screen.findByTestId('order-short')).toHaveTextContent('The balance does not cover this order.');
    expect(screen.getByTestId('order-submit')).toBeDisabled();
  });
});

describe('records (/backRecord)', () => {
  it('lists masked candidates and sends the chosen filters', async () => {
    const { received } = renderOrdering('/backRecord');
    const row = await screen.findByTestId('order-row-VB2611220001');
    expect(row).toHaveTextContent('王** · 139****1111');
    expect(row).toHaveTextContent('Awaiting consent');
    expect(row).toHaveTextContent('0/2');
    fireEvent.change(screen.getByTestId('orders-status'), { target: { value: 'completed' } });
    await waitFor(() => expect(received['order/list'].at(-1)).toEqual({ status: 'completed', cursor: null, pageSize: 20 }));
  });

  it('opens filtered by the status in the address (where the home page status cards link)', async () => {
    const { received } = renderOrdering('/backRecord?status=in_progress');
    await waitFor(() => expect(received['order/list']?.at(-1)).toEqual({ status: 'in_progress', cursor: null, pageSize: 20 }));
    expect(screen.getByTestId('orders-status')).toHaveValue('in_progress');
  });

  it('says when nothing matches', async () => {
    renderOrdering('/backRecord', { 'order/list': () => ok({ items: [], cursor: null }) });
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent('No background checks yet.');
  });
});

describe('a record (/backRecord/detail)', () => {
  it('names each item in the timeline and cancels only after a confirmation, showing the refund', async () => {
    let canceled = false;
    const { received } = renderOrdering('/backRecord/detail?orderId=o1', {
      'order/cancel': () => {
        canceled = true;
        return ok({ status: 'canceled', refundedFen: 11_800 });
      },
      'order/detail': () =>
        ok(
          canceled
            ? { ...DETAIL, status: 'canceled', canCancel: false, canRemind: false, refundedFen: 11_800 }
            : { ...DETAIL, timeline: [...DETAIL.timeline, { at: Date.UTC(2026, 10, 22, 9), kind: 'item_done', itemCode: 'court' }] },
        ),
    });
    expect(await screen.findByTestId('order-timeline')).toHaveTextContent('Item finished · Court records');
    expect(screen.getByTestId('order-consent')).toHaveTextContent('Consent link texted once');
    fireEvent.click(screen.getByTestId('order-cancel'));
    const dialog = await dialogWith('Cancel this order?');
    expect(dialog).toHaveTextContent('¥118.00 goes back to the balance');
    expect(received['order/cancel']).toBeUndefined();
    fireEvent.click(button(dialog, 'Cancel and refund'));
    expect(await screen.findByTestId('order-refunded')).toHaveTextContent('Order canceled: ¥118.00 refunded');
    expect(received['order/cancel']).toEqual([{ orderId: 'o1' }]);
    expect(screen.getByTestId('order-status')).toHaveTextContent('Canceled');
    expect(screen.queryByTestId('order-cancel')).toBeNull();
  });

  it("another enterprise's order id shows not found", async () => {
    renderOrdering('/backRecord/detail?orderId=theirs', { 'order/detail': () => fail(ErrorCode.NotFound, 'The requested record does not exist') });
    expect(await screen.findByTestId('order-not-found')).toHaveTextContent('Your enterprise has no such order.');
  });

  it('downloads the record of processing as processing-record-<orderNo>.json', async () => {
    const record = {
      orderNo: 'VB2611220001',
      enterpriseName: 'Demo Trading Co',
      packageName: 'Standard hire',
      packageVersion: 1,
      createdAt: Date.UTC(2026, 10, 22, 8),
      createdBy: { userId: 'u1', role: 'owner' },
      items: [],
      consent: { mode: 'sms', textVersion: '2026-11-22', signedAt: Date.UTC(2026, 10, 22, 9), network: '203.0.113.*', offlineFile: false },
      retentionDays: 90,
    };
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    Object.assign(URL, {
      createObjectURL: (b: Blob) => {
        blobs.set(`blob:${blobs.size}`, b);
        return `blob:${blobs.size - 1}`;
      },
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
    });
    try {
      const { received } = renderOrdering('/backRecord/detail?orderId=o1', { 'order/processingRecord': () => ok(record) });
      fireEvent.click(await screen.findByTestId('order-processing-record'));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0].name).toBe('processing-record-VB2611220001.json');
      expect(JSON.parse(await saved[0].blob.text())).toEqual(record);
      expect(received['order/processingRecord']).toEqual([{ orderId: 'o1' }]);
    } finally {
      click.mockRestore();
    }
  });

  it('a failed record download says so', async () => {
    renderOrdering('/backRecord/detail?orderId=o1', { 'order/processingRecord': () => fail(ErrorCode.NotFound, 'nope') });
    fireEvent.click(await screen.findByTestId('order-processing-record'));
    expect(await screen.findByText('The processing record could not be downloaded.')).toBeInTheDocument();
  });

  it('leads to a new work order about the record, with the order chosen', async () => {
    const { router } = renderOrdering('/backRecord/detail?orderId=o1');
    fireEvent.click(await screen.findByTestId('order-work-order'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workOrder'));
    expect(router.state.location.search).toBe('?new=1&orderId=o1');
    await waitFor(() => expect(screen.getByTestId('workorder-order')).toHaveValue('o1'));
  });
});
