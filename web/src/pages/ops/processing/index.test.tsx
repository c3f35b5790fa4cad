import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, fail, ok } from '@/test/enterprise';
import { renderApp } from '@/test/renderApp';
import type { ProcessingRow } from './service';

const row = (n: number, overrides: Partial<ProcessingRow> = {}): ProcessingRow => ({
  enterpriseId: `e${n}`,
  enterpriseName: `Enterprise ${n}`,
  orders: 1200,
  bySms: 1000,
  byOffline: 150,
  byRegistration: 50,
  withdrawn: 12,
  erased: 300,
  erasureRequested: 4,
  eraseDue: 2,
  retentionDays: 90,
  ...overrides,
});

function renderSummary(answer: (body: Record<string, unknown>) => Response, role: 'ops' | 'owner' = 'ops') {
  const bodies: Record<string, unknown>[] = [];
  renderApp({
    path: '/ops/processing',
    signedIn: true,
    role,
    api: (url, init) => {
      if (!url.endsWith('/report/ops/processingSummary')) return undefined;
      const body = bodyOf(init);
      bodies.push(body);
      return answer(body);
    },
  });
  return { bodies };
}

describe('records of processing (/ops/processing)', () => {
  it('tables each enterprise\'s consents, withdrawals and erasures, a page at a time; the platform menu has it', async () => {
    const { bodies } = renderSummary((body) =>
      ok({ list: body.pageNum === 1 ? [row(1, { retentionDays: 30 }), row(2)] : [row(3)], total: 21, pageNum: body.pageNum, pageSize: 20 }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Processing records' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Records of processing by enterprise' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Enterprise', 'Checks', 'Consent by SMS link', 'Consent on paper', 'Consent at application', 'Withdrawn', 'Erasure requested', 'Erasure pending', 'Erased', 'Retention']);
    const first = screen.getByTestId('processing-e1');
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1,200', '1,000', '150', '50', '12', '4', '2', '300', '30 days']);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('processing-next'));
    expect(await screen.findByTestId('processing-e3')).toBeInTheDocument();
    await waitFor(() => expect(bodies.map((b) => b.pageNum)).toEqual([1, 2]));
    expect(bodies[0]).toEqual({ pageNum: 1, pageSize: 20 });
    expect(screen.getByTestId('menu-opsProcessing')).toHaveTextContent('Processing records');
  });

  it('says when there is nothing yet, and offers a retry on failure', async () => {
    let failing = true;
    renderSummary(() => (failing ? fail(1, 'boom') : ok({ list: [], total: 0, pageNum: 1, pageSize: 20 })));
    expect(await screen.findByText('The records of processing could not be loaded.')).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No enterprise has ordered a check yet.')).toBeInTheDocument();
  });

  it('enterprise members do not see it', async () => {
    renderSummary(() => ok({ list: [], total: 0, pageNum: 1, pageSize: 20 }), 'owner');
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-opsProcessing')).toBeNull();
  });
});
