import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, dialogWith } from '@/test/dialogs';
import { ok } from '@/test/enterprise';
import { renderPage } from '@/test/renderPage';
import type { OpsRow } from './service';

const row = (id: string, name: string, overrides: Partial<OpsRow> = {}): OpsRow => ({
  enterpriseId: id,
  name,
  creditCode: '91350100M000100Y43',
  regionPath: ['广东省', '广州市', '天河区'],
  contactName: 'Grace Hopper',
  contactPhoneMasked: '139****0001',
  submittedAt: Date.UTC(2026, 10, 20, 8, 30),
  certStatus: 'pending_review',
  licenseUrl: `https://files.test/license/${id}.png?sig=1`,
  rejectReason: null,
  ...overrides,
});

const QUEUES: Record<string, OpsRow[]> = {
  pending_review: [row('e7', 'Acme Screening Ltd'), row('e8', 'Beta Staffing Co', { licenseUrl: 'https://files.test/license/e8.pdf?sig=1' })],
  certified: [row('e1', 'Demo Trading Co', { certStatus: 'certified' })],
  rejected: [],
};

function renderQueue(queues: Record<string, OpsRow[]> = QUEUES) {
  return renderPage({
    path: '/ops/enterprises',
    role: 'ops',
    actions: /\/enterprise\/(ops\/\w+)$/,
    defaults: { 'ops/list': (body) => ok({ list: queues[String(body.certStatus ?? 'pending_review')] ?? [], cursor: null }) },
    otherwise: (body) => ok({ certStatus: body.decision === 'approve' ? 'certified' : 'rejected' }),
  });
}

describe('enterprise review (/ops/enterprises)', () => {
  it('lists the enterprises waiting for review; a row opens its details with the licence inline, a PDF as a link', async () => {
    const { received } = renderQueue();
    expect(await screen.findByRole('heading', { level: 1, name: 'Enterprise review' })).toBeInTheDocument();
    const queue = await screen.findByTestId('ops-queue');
    expect(queue).toHaveTextContent('Acme Screening Ltd');
    expect(queue).toHaveTextContent('Beta Staffing Co');
    expect(received['ops/list'][0]).toEqual({ certStatus: 'pending_review' });

    fireEvent.click(within(queue).getByRole('button', { name: 'Review Acme Screening Ltd' }));
    const drawer = await screen.findByTestId('review-drawer');
    await waitFor(() => expect(within(document.body).getByTestId('file-image')).toHaveAttribute('src', 'https://files.test/license/e7.png?sig=1'));
    expect(drawer).toHaveTextContent('广东省 / 广州市 / 天河区');
    expect(drawer).toHaveTextContent('139****0001');

    fireEvent.click(screen.getByTestId('open-e8'));
    await waitFor(() => expect(screen.getByTestId('file-link')).toHaveAttribute('href', 'https://files.test/license/e8.pdf?sig=1'));
    expect(screen.getByTestId('file-link')).toHaveTextContent('View the PDF');
  });

  it('approves after confirmation', async () => {
    const { received } = renderQueue();
    fireEvent.click(await screen.findByTestId('open-e7'));
    fireEvent.click(await screen.findByTestId('approve'));
    const dialog = await dialogWith('Certify Acme Screening Ltd?');
    expect(received['ops/review']).toBeUndefined();
    fireEvent.click(button(dialog, /Approve$/));
    await waitFor(() => expect(received['ops/review']).toEqual([{ enterpriseId: 'e7', decision: 'approve' }]));
    // The queue is asked again.
    await waitFor(() => expect(received['ops/list'].length).toBeGreaterThan(1));
  });

  it('rejects only with a reason', async () => {
    const { received } = renderQueue();
    fireEvent.click(await screen.findByTestId('open-e8'));
    fireEvent.click(await screen.findByTestId('reject'));
    const dialog = await dialogWith('Reject Beta Staffing Co');
    fireEvent.click(button(dialog, /Reject$/));
    expect(await within(dialog).findByText('please give the reason for the rejection')).toBeInTheDocument();
    expect(received['ops/review']).toBeUndefined();
    fireEvent.change(within(dialog).getByRole('textbox', { hidden: true }), { target: { value: '  The licence photo is unreadable ' } });
    fireEvent.click(button(dialog, /Reject$/));
    await waitFor(() =>
      expect(received['ops/review']).toEqual([{ enterpriseId: 'e8', decision: 'reject', reason: 'The licence photo is unreadable' }]),
    );
  });

  it('says when nothing waits for review, and "All" walks every status', async () => {
    const { received } = renderQueue({ pending_review: [], certified: [row('e1', 'Demo Trading Co', { certStatus: 'certified' })], rejected: [] });
    expect(await screen.findByText('No enterprises waiting for review')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(await screen.findByTestId('open-e1')).toBeInTheDocument();
    // One status after the other: an empty one does not make an empty page.
    expect(received['ops/list'].map((b) => b.certStatus)).toEqual(['pending_review', 'pending_review', 'certified']);
    fireEvent.click(screen.getByTestId('ops-more'));
    await waitFor(() => expect(received['ops/list'].map((b) => b.certStatus)).toEqual(['pending_review', 'pending_review', 'certified', 'rejected']));
    await waitFor(() => expect(screen.queryByTestId('ops-more')).toBeNull());
  });
});
