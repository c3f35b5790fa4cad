import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, dialogWith } from '@/test/dialogs';
import { fail, ok } from '@/test/enterprise';
import { renderPage } from '@/test/renderPage';
import type { OpsInvoice } from './service';
import * as ErrorCode from '@/services/errorCodes';

const invoice = (id: string, overrides: Partial<OpsInvoice> = {}): OpsInvoice => ({
  invoiceId: id,
  enterpriseId: 'e1',
  enterpriseName: 'Demo Trading Co',
  title: 'Demo Trading Co',
  taxNumber: '91350100M000100Y43',
  amountFen: 12_345,
  email: 'ap@demo.example',
  status: 'pending',
  createdAt: Date.UTC(2026, 10, 20),
  issuedAt: null,
  fileUrl: null,
  ...overrides,
});

const QUEUES: Record<string, OpsInvoice[]> = {
  pending: [invoice('i1')],
  issued: [invoice('i0', { status: 'issued', issuedAt: Date.UTC(2026, 10, 19), fileUrl: 'https://files.test/invoice/i0.pdf?sig=1' })],
};

function renderQueue(issue: (body: Record<string, unknown>) => Response = () => ok({ status: 'issued' })) {
  return renderPage({
    path: '/ops/invoices',
    role: 'ops',
    api: (url) =>
      url.endsWith('/file/upload')
        ? ok({ key: 'invoice/f1.pdf', url: 'https://files.test/invoice/f1.pdf?sig=1', name: 'invoice.pdf', size: 900, contentType: 'application/pdf' })
        : undefined,
    actions: /\/finance\/(ops\/\w+)$/,
    defaults: { 'ops/invoices': (body) => ok({ list: QUEUES[String(body.status)] ?? [], cursor: null }) },
    otherwise: issue,
  });
}

describe('invoices to issue (/ops/invoices)', () => {
  it('lists the requests; issuing needs the uploaded file, then sends its key', async () => {
    const { received } = renderQueue();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices to issue' })).toBeInTheDocument();
    const row = await screen.findByTestId('ops-invoice-i1');
    expect(row).toHaveTextContent('Demo Trading Co');
    expect(row).toHaveTextContent('91350100M000100Y43');
    expect(row).toHaveTextContent('¥123.45');
    expect(received['ops/invoices'][0]).toEqual({ status: 'pending' });

    fireEvent.click(screen.getByTestId('issue-i1'));
    const dialog = await dialogWith('Issue the invoice to Demo Trading Co');
    expect(within(dialog).getByTestId('issue-details')).toHaveTextContent('ap@demo.example');
    fireEvent.click(button(dialog, /Issue$/));
    expect(await within(dialog).findByText('please upload the invoice file')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('issueInvoice_file-input'), { target: { files: [new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(within(dialog).queryByText('please upload the invoice file')).toBeNull());
    fireEvent.click(button(dialog, /Issue$/));
    await waitFor(() => expect(received['ops/issueInvoice']).toEqual([{ invoiceId: 'i1', fileKey: 'invoice/f1.pdf' }]));
    await waitFor(() => expect(received['ops/invoices'].length).toBeGreaterThan(1));
  });

  it('an invoice issued meanwhile (InvoiceIssued) says so and refreshes the queue', async () => {
    const { received } = renderQueue(() => fail(ErrorCode.InvoiceIssued, 'This invoice was issued already'));
    fireEvent.click(await screen.findByTestId('issue-i1'));
    const dialog = await dialogWith('Issue the invoice to Demo Trading Co');
    fireEvent.change(screen.getByTestId('issueInvoice_file-input'), { target: { files: [new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' })] } });
    await within(dialog).findByTestId('file-link');
    fireEvent.click(button(dialog, /Issue$/));
    expect(await screen.findByText(/This invoice was already issued/)).toBeInTheDocument();
    await waitFor(() => expect(received['ops/invoices'].length).toBeGreaterThan(1));
  });

  it('issued invoices have their file to download', async () => {
    renderQueue();
    fireEvent.click(await screen.findByRole('radio', { name: 'Issued' }));
    expect(await screen.findByTestId('invoice-file-i0')).toHaveAttribute('href', 'https://files.test/invoice/i0.pdf?sig=1');
    expect(screen.queryByTestId('issue-i0')).toBeNull();
  });
});
