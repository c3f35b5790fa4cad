import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@/test/enterprise';
import type { Role } from '@/test/renderApp';
import { renderPage, type Handlers } from '@/test/renderPage';
import type { CatalogItem, PackageDetail, PackageRow } from './service';
import * as ErrorCode from '@/services/errorCodes';

const CATALOG: CatalogItem[] = [
  {
    code: 'identity',
    nameZh: '身份核验',
    nameEn: 'Identity verification',
    descriptionZh: '核对姓名、身份证号与手机号。',
    descriptionEn: 'Name, ID number and phone belong together.',
    turnaroundDays: 1,
    candidateFields: ['name', 'idNumber', 'phone'],
    unitPriceFen: 800,
    maxQuantity: 1,
    sort: 0,
  },
  {
    code: 'employment',
    nameZh: '工作履历核查',
    nameEn: 'Employment history',
    descriptionZh: '向前雇主核实。',
    descriptionEn: 'Confirmed with each former employer.',
    turnaroundDays: 5,
    candidateFields: ['name', 'idNumber', 'employer'],
    unitPriceFen: 3000,
    maxQuantity: 5,
    sort: 1,
  },
];

const ROW: PackageRow = {
  packageId: 'p1',
  name: 'Standard hire',
  description: 'For most roles',
  version: 2,
  priceFen: 9_300,
  status: 'active',
  itemCodes: ['identity', 'employment'],
  updatedAt: Date.UTC(2026, 10, 21),
};

const line = (code: string, quantity: number) => {
  const c = CATALOG.find((i) => i.code === code)!;
  return { code, nameZh: c.nameZh, nameEn: c.nameEn, quantity, unitPriceFen: c.unitPriceFen, subtotalFen: c.unitPriceFen * quantity, turnaroundDays: c.turnaroundDays, candidateFields: c.candidateFields };
};

const DETAIL: PackageDetail = {
  packageId: 'p1',
  name: 'Standard hire',
  description: 'For most roles',
  version: 2,
  priceFen: 6_800,
  status: 'active',
  items: [line('identity', 1), line('employment', 2)],
  createdAt: Date.UTC(2026, 10, 20),
  updatedAt: Date.UTC(2026, 10, 21),
  versions: [
    { packageId: 'p1', enterpriseId: 'e1', version: 2, name: 'Standard hire', description: '', priceFen: 6_800, items: [line('identity', 1), line('employment', 2)], createdAt: Date.UTC(2026, 10, 21), createdBy: 'u1' },
    { packageId: 'p1', enterpriseId: 'e1', version: 1, name: 'Standard hire', description: '', priceFen: 800, items: [line('identity', 1)], createdAt: Date.UTC(2026, 10, 20), createdBy: 'u1' },
  ],
};

function renderPackages(path: string, { role = 'owner', handlers = {}, rows = [ROW] }: { role?: Role; handlers?: Handlers; rows?: PackageRow[] } = {}) {
  return renderPage({
    path,
    role,
    actions: /\/package\/(.+)$/,
    handlers,
    defaults: {
      catalog: () => ok({ list: CATALOG }),
      list: (body) => ok({ list: body.status === 'disabled' ? [] : rows, cursor: null }),
      detail: (body) => (body.packageId === 'p1' ? ok(DETAIL) : fail(ErrorCode.NotFound, 'The requested record does not exist')),
    },
    otherwise: () => ok({}),
  });
}

describe('packages', () => {
  it('lists packages with their items and price, and owners can create one', async () => {
    renderPackages('/mealManage');
    const row = await screen.findByTestId('package-p1');
    expect(within(row).getByText('Standard hire')).toBeInTheDocument();
    expect(within(row).getByText('¥93.00')).toBeInTheDocument();
    expect(await within(row).findByText('Employment history')).toBeInTheDocument();
    expect(screen.getByTestId('new-package')).toBeInTheDocument();
    expect(within(row).getByTestId('disable-p1')).toBeInTheDocument();
  });

  it('shows viewers the packages without any way to change them', async () => {
    renderPackages('/mealManage', { role: 'viewer' });
    const row = await screen.findByTestId('package-p1');
    expect(screen.queryByTestId('new-package')).toBeNull();
    expect(within(row).queryByTestId('disable-p1')).toBeNull();
    expect(within(row).queryByText('Edit')).toBeNull();
    expect(screen.getByText(/owners and administrators build and change them/)).toBeInTheDocument();
  });

  it('says what to do when there is no package yet', async () => {
    renderPackages('/mealManage', { rows: [] });
    const empty = await screen.findByTestId('packages-empty');
    expect(empty).toHaveTextContent('build your first one');
    expect(within(empty).getByTestId('new-package')).toBeInTheDocument();
  });

  it('the form refuses an empty selection and previews the price of what is chosen', async () => {
    const { received, router } = renderPackages('/mealManage/add');
    fireEvent.change(await screen.findByLabelText('Package name'), { target: { value: 'Engineers' } });
    fireEvent.click(screen.getByTestId('package-save'));
    expect(await screen.findByTestId('items-error')).toHaveTextContent('choose at least one screening item');
    expect(received.create).toBeUndefined();

    fireEvent.click(screen.getByLabelText('Include Identity verification'));
    fireEvent.click(screen.getByLabelText('Include Employment history'));
    fireEvent.click(within(screen.getByTestId('catalog-employment')).getByRole('radio', { name: '2' }));
    expect(screen.getByTestId('package-total')).toHaveTextContent('¥68.00');
    fireEvent.click(screen.getByTestId('package-save'));
    await waitFor(() => expect(received.create).toHaveLength(1));
    expect(received.create[0]).toEqual({
      name: 'Engineers',
      description: '',
      items: [
        { code: 'identity', quantity: 1 },
        { code: 'employment', quantity: 2 },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mealManage/detail'));
  });

  it('shows a server refusal at its place, and a change made meanwhile', async () => {
    let answer = fail(ErrorCode.InvalidField, 'the quantity is from 1 to what this item allows', { field: 'items[1].quantity' });
    renderPackages('/mealManage/add?packageId=p1', { handlers: { update: () => answer } });
    fireEvent.click(await screen.findByTestId('package-save'));
    // The second item sent is employment.
    const employment = await screen.findByTestId('catalog-employment');
    expect(await within(employment).findByRole('alert')).toHaveTextContent('the quantity is from 1');
    answer = fail(ErrorCode.UnknownCatalogItem, 'This screening item is not in the catalogue', { field: 'items[0].code', code: 'identity' });
    const save = screen.getByTestId('package-save');
    expect(save).toHaveTextContent('Save as version 3');
    fireEvent.click(save);
    const card = await screen.findByTestId('catalog-identity');
    expect(await within(card).findByRole('alert')).toHaveTextContent('no longer in the catalogue');
    answer = fail(ErrorCode.PackageChanged, 'The package was changed meanwhile; please reload it', { version: 3 });
    fireEvent.click(screen.getByTestId('package-save'));
    expect(await screen.findByTestId('package-changed')).toHaveTextContent('now version 3');
  });

  it('details a package with its items and every version', async () => {
    renderPackages('/mealManage/detail?packageId=p1');
    expect(await screen.findByTestId('package-price')).toHaveTextContent('¥68.00');
    const versions = screen.getByTestId('package-versions');
    expect(within(versions).getAllByRole('listitem')).toHaveLength(2);
    expect(versions).toHaveTextContent('Version 1');
    expect(screen.getByTestId('package-items')).toHaveTextContent('¥60.00');
  });

  it('a failure to read a package offers a retry instead of "not found"', async () => {
    renderPackages('/mealManage/detail?packageId=p1', { handlers: { detail: () => fail(ErrorCode.Internal, 'Unknown system error') } });
    expect(await screen.findByTestId('package-load-failed')).toBeInTheDocument();
    expect(screen.queryByTestId('package-not-found')).toBeNull();
  });

  it('another enterprise’s package is simply not found', async () => {
    renderPackages('/mealManage/detail?packageId=elsewhere');
    expect(await screen.findByTestId('package-not-found')).toBeInTheDocument();
  });

  it('a viewer opening the form is told who builds packages', async () => {
    const { received } = renderPackages('/mealManage/add', { role: 'viewer' });
    expect(await screen.findByText(/owners and administrators build and change them/)).toBeInTheDocument();
    expect(received.catalog).toBeUndefined();
  });
});
