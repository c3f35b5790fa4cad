import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@/test/enterprise';
import { renderApp } from '@/test/renderApp';
import type { Dispute } from './service';

const dispute = (orderId: string, overrides: Partial<Dispute> = {}): Dispute => ({
  orderId,
  orderNo: `VB26112200${orderId.slice(1).padStart(2, '0')}`,
  raisedAt: Date.UTC(2026, 10, 25, 8, 30),
  items: ['court'],
  text: 'That case was closed in my favour in 2024.',
  status: 'open',
  kind: 'dispute',
  ...overrides,
});

function renderQueue(answer: () => Response, role: 'ops' | 'owner' = 'ops') {
  return renderApp({
    path: '/ops/disputes',
    signedIn: true,
    role,
    api: (url) => (url.endsWith('/report/ops/disputes') ? answer() : undefined),
  });
}

describe('disputes to review (/ops/disputes)', () => {
  it('lists the open disputes, the longest waiting first, each opening the report to answer it; the platform menu has it', async () => {
    renderQueue(() => ok({ list: [dispute('o1', { items: ['court', 'education'], text: 'x'.repeat(200) }), dispute('o2')] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Disputes to review' })).toBeInTheDocument();
    const list = await screen.findByTestId('ops-disputes');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.dataset.testid)).toEqual(['ops-dispute-o1', 'ops-dispute-o2']);
    expect(rows[0]).toHaveTextContent('Order VB2611220001');
    expect(rows[0]).toHaveTextContent('Findings disputed: court, education');
    expect(rows[0]).toHaveTextContent(`${'x'.repeat(140)}…`);
    expect(within(rows[1]).getByRole('link', { name: 'Open the dispute on order VB2611220002' })).toHaveAttribute('href', '/reportDetail/edit?orderId=o2');
    expect(screen.getByTestId('menu-opsDisputes')).toHaveTextContent('Disputes to review');
  });

  it('says when nothing waits', async () => {
    renderQueue(() => ok({ list: [] }));
    expect(await screen.findByText('No open disputes.')).toBeInTheDocument();
  });

  it('a failure to load offers a retry', async () => {
    renderQueue(() => fail(1, 'boom'));
    expect(await screen.findByText('The disputes could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('enterprise members do not see the queue', async () => {
    renderQueue(() => ok({ list: [] }), 'owner');
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-opsDisputes')).toBeNull();
  });
});
