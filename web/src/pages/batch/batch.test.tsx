import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, dialogWith } from '@/test/dialogs';
import { ok } from '@/test/enterprise';
import { choosePackage, fakePackage, renderOrderForm } from '@/test/ordering';
import type { Handlers } from '@/test/renderPage';
import type { BatchView, RowView } from './service';

const BATCH: BatchView = {
  batchId: 'b1',
  status: 'ready',
  packageId: 'p1',
  packageName: 'Standard hire',
  packageVersion: 1,
  unitPriceFen: 11_800,
  fileName: 'wave.csv',
  columns: ['name', 'phone', 'idNumber', 'email', 'position', 'school'],
  rowCount: 3,
  validCount: 2,
  errorCount: 1,
  removedCount: 0,
  orderCount: 0,
  invitedCount: 0,
  countsByStatus: {},
  priceFen: 23_600,
  refundedFen: 0,
  createdAt: Date.UTC(2026, 10, 22, 8),
};

const BAD: RowView = {
  row: 4,
  name: '王**',
  phone: '**********',
  idNumber: '110***********0021',
  errors: [
    { field: 'phone', code: 'invalid', message: 'please enter a valid mobile phone number' },
    { field: 'idNumber', code: 'duplicateInFile', message: 'the same ID number is on row 3', row: 3 },
  ],
  valid: false,
  removed: false,
  confirmDuplicate: false,
};

const PACKAGES = [fakePackage('p1', 'Standard hire', ['identity'], 11_800, { updatedAt: 0 })];

function renderBatch(path: string, handlers: Handlers = {}, balanceFen = 100_000) {
  return renderOrderForm(path, {
    packages: PACKAGES,
    balanceFen,
    handlers,
    defaults: { 'batch/detail': () => ok(BATCH), 'batch/rows': () => ok({ items: [BAD], cursor: null }) },
  }).received;
}

describe('/batchBack', () => {
  it('before a package there is no template and no upload; a wrong file type is refused on the spot', async () => {
    const received = renderBatch('/batchBack');
    expect(await screen.findByTestId('batch-template')).toBeDisabled();
    expect(screen.getByText('Choose a package first: the template has its columns.')).toBeInTheDocument();
    await choosePackage('Standard hire');
    await waitFor(() => expect(screen.getByTestId('batch-template')).toBeEnabled());
    fireEvent.change(screen.getByTestId('batch-file'), { target: { files: [new File(['x'], 'people.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByTestId('batch-file-error')).toHaveTextContent('Choose an .xlsx or .csv file');
    expect(received['batch/create']).toBeUndefined();
  });

  it('shows each problem on its cell, keeps submit closed while any is left, and removes a row after asking', async () => {
    let removed = false;
    const received = renderBatch('/batchBack?batchId=b1', {
      'batch/removeRow': () => {
        removed = true;
        return ok({ ...BAD, removed: true });
      },
      'batch/detail': () => ok(removed ? { ...BATCH, errorCount: 0, removedCount: 1 } : BATCH),
      'batch/rows': () => ok({ items: removed ? [] : [BAD], cursor: null }),
    });
    expect(await screen.findByTestId('batch-cell-error-4-phone')).toHaveTextContent('Mobile: not valid');
    expect(screen.getByTestId('batch-cell-error-4-idNumber')).toHaveTextContent('ID number: same ID number as row 3');
    expect(screen.getByTestId('batch-total')).toHaveTextContent('¥236.00');
    expect(screen.getByTestId('batch-submit')).toBeDisabled();
    expect(received['batch/rows'][0]).toMatchObject({ batchId: 'b1', onlyErrors: true });

    fireEvent.click(screen.getByTestId('batch-remove-4'));
    const dialog = await dialogWith('Leave row 4 out of the batch?');
    expect(received['batch/removeRow']).toBeUndefined();
    fireEvent.click(button(dialog, 'Remove'));
    expect(await screen.findByTestId('batch-rows-empty')).toHaveTextContent('Every row is valid.');
    expect(received['batch/removeRow']).toEqual([{ batchId: 'b1', row: 4 }]);
    await waitFor(() => expect(screen.getByTestId('batch-submit')).toBeEnabled());
  });

  it('a batch above the balance says how much is missing and cannot be submitted', async () => {
    renderBatch('/batchBack?batchId=b1', { 'batch/detail': () => ok({ ...BATCH, errorCount: 0 }) }, 10_000);
    expect(await screen.findByTestId('batch-short')).toHaveTextContent('recharge ¥136.00');
    expect(screen.getByTestId('batch-submit')).toBeDisabled();
  });

  it('a fix sends only what was typed and says when the row is valid', async () => {
    const received = renderBatch('/batchBack?batchId=b1', {
      'batch/fixRow': () => ok({ ...BAD, errors: [], valid: true }),
    });
    fireEvent.click(await screen.findByTestId('batch-fix-4'));
    const editor = await screen.findByTestId('batch-editor-4');
    fireEvent.change(within(editor).getByLabelText('Mobile'), { target: { value: '13900000004' } });
    fireEvent.click(within(editor).getByTestId('batch-fix-save'));
    expect(await screen.findByText('Row 4 is valid now')).toBeInTheDocument();
    expect(received['batch/fixRow']).toEqual([{ batchId: 'b1', row: 4, candidate: { phone: '13900000004' }, confirmDuplicate: false }]);
  });
});

describe('/batchBack: fixes at scale', () => {
  const WITH_VALUE: RowView = { ...BAD, values: { phone: '2390000111', idNumber: '11010519491231002X' } };
  const RECENT: RowView = {
    ...BAD,
    row: 5,
    errors: [{ field: 'idNumber', code: 'orderedRecently', message: 'ordered on order VB1 in the last 30 days' }],
    values: { idNumber: '110105194912310021' },
  };

  it('shows what the file held on the problem and starts the fix from it', async () => {
    const received = renderBatch('/batchBack?batchId=b1', {
      'batch/rows': () => ok({ items: [WITH_VALUE], cursor: null }),
      'batch/fixRow': () => ok({ ...BAD, errors: [], valid: true }),
    });
    expect(await screen.findByTestId('batch-file-value-4-phone')).toHaveTextContent('In the file: 2390000111');
    fireEvent.click(screen.getByTestId('batch-fix-4'));
    const editor = await screen.findByTestId('batch-editor-4');
    expect(within(editor).getByLabelText('Mobile')).toHaveValue('2390000111');
    fireEvent.change(within(editor).getByLabelText('Mobile'), { target: { value: '13900000004' } });
    fireEvent.click(within(editor).getByTestId('batch-fix-save'));
    expect(await screen.findByText('Row 4 is valid now')).toBeInTheDocument();
    expect(received['batch/fixRow'][0]).toMatchObject({ candidate: { phone: '13900000004', idNumber: '11010519491231002X' } });
  });

  it('removes every row with a problem after a confirmation that names the count', async () => {
    let removed = false;
    const received = renderBatch('/batchBack?batchId=b1', {
      'batch/removeProblemRows': () => {
        removed = true;
        return ok({ changed: 1, validCount: 2, errorCount: 0, removedCount: 1 });
      },
      'batch/detail': () => ok(removed ? { ...BATCH, errorCount: 0, removedCount: 1 } : BATCH),
      'batch/rows': () => ok({ items: removed ? [] : [BAD], cursor: null }),
    });
    fireEvent.click(await screen.findByTestId('batch-remove-all'));
    const dialog = await dialogWith('Remove the 1 rows with problems?');
    expect(received['batch/removeProblemRows']).toBeUndefined();
    fireEvent.click(button(dialog, 'Remove 1 rows'));
    expect(await screen.findByText('1 rows removed')).toBeInTheDocument();
    expect(received['batch/removeProblemRows']).toEqual([{ batchId: 'b1' }]);
    await waitFor(() => expect(screen.queryByTestId('batch-bulk')).toBeNull());
  });

  it('confirms a 30-day repeat on its row or all of them, and asks for the problems file', async () => {
    const received = renderBatch('/batchBack?batchId=b1', {
      'batch/rows': () => ok({ items: [RECENT], cursor: null }),
      'batch/confirmDuplicates': () => ok({ changed: 1, validCount: 3, errorCount: 0, removedCount: 0 }),
      'batch/problems': () => ok({ url: 'about:blank', fileName: 'batch-problems.xlsx', rows: 1 }),
    });
    fireEvent.click(await screen.findByTestId('batch-confirm-5'));
    await waitFor(() => expect(received['batch/confirmDuplicates']).toEqual([{ batchId: 'b1', rows: [5], all: false }]));
    fireEvent.click(screen.getByTestId('batch-confirm-all'));
    const dialog = await dialogWith('Order again every candidate ordered in the last 30 days?');
    fireEvent.click(button(dialog, 'Order them again'));
    await waitFor(() => expect(received['batch/confirmDuplicates']).toHaveLength(2));
    expect(received['batch/confirmDuplicates'][1]).toEqual({ batchId: 'b1', rows: [], all: true });
    fireEvent.click(screen.getByTestId('batch-download-problems'));
    await waitFor(() => expect(received['batch/problems']).toEqual([{ batchId: 'b1', format: 'xlsx' }]));
  });
});

describe('/batchRecord/detail', () => {
  it('cancels the orders still waiting only after a confirmation, then shows the refund', async () => {
    const submitted = { ...BATCH, status: 'submitted' as const, errorCount: 0, orderCount: 2, invitedCount: 2, countsByStatus: { awaiting_authorization: 2 }, submittedAt: Date.UTC(2026, 10, 22, 9) };
    const received = renderBatch('/batchRecord/detail?batchId=b1', {
      'batch/detail': () => ok(submitted),
      'batch/cancelRest': () => ok({ canceledCount: 2, refundedFen: 23_600, balanceAfterFen: 100_000 }),
    });
    expect(await screen.findByTestId('batch-count-awaiting_authorization')).toHaveTextContent('2');
    expect(screen.getByTestId('batch-counts')).toHaveTextContent('Awaiting consent');
    fireEvent.click(screen.getByTestId('batch-cancel-rest'));
    const dialog = await dialogWith('Cancel the orders still waiting for consent?');
    expect(received['batch/cancelRest']).toBeUndefined();
    fireEvent.click(button(dialog, 'Cancel and refund'));
    expect(await screen.findByText('2 orders canceled, ¥236.00 refunded')).toBeInTheDocument();
    expect(received['batch/cancelRest']).toEqual([{ batchId: 'b1' }]);
  });
});
