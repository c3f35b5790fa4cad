/**
 * Fakes of what the order and batch forms read before anything is chosen (the packages, the
 * catalogue, the balance), and choosing a package on them.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { Schemas } from '@/services/api';
import { ok } from './enterprise';
import { renderPage, type Handlers } from './renderPage';

/** An active package of the enterprise's list, version 1. */
export function fakePackage(packageId: string, name: string, itemCodes: string[], priceFen: number, overrides: { updatedAt?: number } = {}) {
  return { packageId, name, description: '', itemCodes, priceFen, status: 'active', updatedAt: Date.UTC(2026, 10, 1), version: 1, ...overrides };
}

/** `finance/account` of an enterprise holding `balanceFen`, nothing pending, sandbox payments on. */
export function fakeAccount(balanceFen = 100_000): Schemas['AccountReply'] {
  return { balanceFen, lowBalanceThresholdFen: 0, lowBalance: false, invoiceableFen: 0, pendingRechargeFen: 0, sandboxPayments: true };
}

/** The order form's reads: `package/list`, `package/catalog` and `finance/account`. */
export function orderFormApi({ packages, catalog = [], balanceFen = 100_000 }: { packages: unknown[]; catalog?: unknown[]; balanceFen?: number }): Handlers {
  return {
    'package/list': () => ok({ list: packages, cursor: null }),
    'package/catalog': () => ok({ list: catalog }),
    'finance/account': () => ok(fakeAccount(balanceFen)),
  };
}

/** Picks the package named `name` once the form lists it. */
export async function choosePackage(name: string) {
  fireEvent.click(await screen.findByText(name));
}

/** Types the candidate 王小明, 13900001111, with `idNumber` (a valid one by default), into the order form. */
export function typeCandidate(idNumber = '11010519491231002X') {
  fireEvent.change(screen.getByTestId('order-name'), { target: { value: '王小明' } });
  fireEvent.change(screen.getByTestId('order-phone'), { target: { value: '13900001111' } });
  fireEvent.change(screen.getByTestId('order-id'), { target: { value: idNumber } });
}

/**
 * An owner on the order or batch form at `path`: its reads answered as {@link orderFormApi} says,
 * beside the page's other `defaults`; the test's `handlers` first.
 */
export function renderOrderForm(
  path: string,
  { handlers, defaults, ...reads }: Parameters<typeof orderFormApi>[0] & { handlers?: Handlers; defaults?: Handlers },
) {
  return renderPage({ path, role: 'owner', handlers, defaults: { ...orderFormApi(reads), ...defaults } });
}
