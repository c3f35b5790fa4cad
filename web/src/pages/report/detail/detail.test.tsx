import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogWith } from '@/test/dialogs';
import { fail, ok } from '@/test/enterprise';
import type { Role } from '@/test/renderApp';
import { renderPage, unexpected, type Handlers } from '@/test/renderPage';
import { courtItem, firstVersion, IDENTITY_VERIFIED } from '@/test/reports';
import type { Report } from '@/pages/report/ReportView';
import type { ReportDetail, ShareView } from './service';
import * as ErrorCode from '@/services/errorCodes';

const V1 = firstVersion([IDENTITY_VERIFIED, courtItem('yellow', 'A civil case is pending.', '一起民事案件待审。')]);

const V2: Report = {
  ...V1,
  version: 2,
  items: [V1.items[0], { ...V1.items[1], grade: 'red', findingsEn: 'A civil judgement names the candidate (2023).', findingsZh: 'A civil judgement names the candidate (2023).' }],
  createdAt: Date.UTC(2026, 10, 23, 9),
  createdBy: 'u-analyst',
  reason: 'Court record re-checked',
  note: 'Judgement confirmed with the court',
};

const detail = (overrides: Partial<ReportDetail> = {}): ReportDetail => ({ ...V2, state: 'undecided', canDecide: true, erased: false, ...overrides });

const LINKS: ShareView[] = [
  { shareId: 'sh1', phoneMask: '139****2222', createdAt: Date.UTC(2026, 10, 23, 10), expiresAt: Date.UTC(2026, 10, 24, 10), opened: 2, lastOpenedAt: Date.UTC(2026, 10, 23, 11), state: 'active' },
  { shareId: 'sh0', phoneMask: '139****3333', createdAt: Date.UTC(2026, 10, 22, 10), expiresAt: Date.UTC(2026, 10, 23, 10), revokedAt: Date.UTC(2026, 10, 22, 12), opened: 0, state: 'revoked' },
];

function renderReport(handlers: Handlers = {}, role: Role = 'owner') {
  return renderPage({
    path: '/reportDetail?orderId=o1',
    role,
    actions: /\/api\/base\/report\/(\w+)$/,
    handlers,
    defaults: {
      detail: () => ok(detail()),
      versions: () => ok({ list: [V1, V2] }),
      shares: () => ok({ list: LINKS }),
    },
    otherwise: unexpected,
  });
}

afterEach(() => window.sessionStorage.clear());

describe('/reportDetail: the decision', () => {
  it('a decline needs its reason, says the candidate is texted and may dispute within 7 days, then shows the decision', async () => {
    let decided = false;
    const { received } = renderReport({
      decide: () => {
        decided = true;
        return ok({ state: 'declined', canDecide: false });
      },
      detail: () =>
        decided
          ? ok(
              detail({
                state: 'declined',
                canDecide: false,
                decision: {
                  decision: 'decline',
                  reason: 'Court judgement',
                  decidedBy: 'u1',
                  decidedAt: Date.UTC(2026, 10, 24, 9),
                  version: 2,
                  rev: 1,
                  disputeUntil: Date.UTC(2026, 11, 1, 9),
                },
              }),
            )
          : undefined,
    });
    expect(await screen.findByTestId('decision-state')).toHaveTextContent('Awaiting your decision');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await dialogWith('Decline 张*?');
    expect(within(dialog).getByTestId('decide-text')).toHaveTextContent('texted a link to read the findings');
    expect(within(dialog).getByTestId('decide-text')).toHaveTextContent('within 7 days');
    fireEvent.click(within(dialog).getByTestId('decide-confirm'));
    expect(await within(dialog).findByText('please give the reason for your decision')).toBeInTheDocument();
    expect(received.decide).toBeUndefined();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  Court judgement ' } });
    fireEvent.click(within(dialog).getByTestId('decide-confirm'));
    await waitFor(() => expect(received.decide).toEqual([{ orderId: 'o1', decision: 'decline', reason: 'Court judgement' }]));
    expect(await screen.findByTestId('decision-recorded')).toHaveTextContent('Decided not to proceed');
    expect(screen.getByTestId('decision-recorded')).toHaveTextContent('by you, on version 2');
    expect(screen.getByTestId('decision-recorded')).toHaveTextContent('Reason: Court judgement');
    expect(screen.getByTestId('decision-until')).toHaveTextContent('The candidate may dispute the findings until');
    expect(screen.getByTestId('decision-state')).toHaveTextContent('Declined');
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('proceeding is confirmed with a reason too; a decision made meanwhile (ReportDecided) says so and reloads', async () => {
    const { received } = renderReport({ decide: () => fail(ErrorCode.ReportDecided, 'A decision was already recorded for this report') });
    fireEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    const dialog = await dialogWith('Proceed with 张*?');
    expect(within(dialog).getByTestId('decide-text')).toHaveTextContent('on version 2 of the report');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Nothing relevant to the role' } });
    fireEvent.click(within(dialog).getByTestId('decide-confirm'));
    await waitFor(() => expect(received.decide).toEqual([{ orderId: 'o1', decision: 'proceed', reason: 'Nothing relevant to the role' }]));
    expect(await screen.findByText('A decision was already recorded for this report')).toBeInTheDocument();
    await waitFor(() => expect(received.detail.length).toBeGreaterThan(1));
  });

  it('a viewer reads the report, its links and history but gets no buttons that change them', async () => {
    renderReport({}, 'viewer');
    expect(await screen.findByTestId('decision-state')).toBeInTheDocument();
    expect(screen.getByText(/Your role can read the report/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share to a phone' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(await screen.findByTestId('link-sh1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('a disputed report shows the dispute, and no decision can be made while it is reviewed', async () => {
    renderReport({
      detail: () =>
        ok(
          detail({
            state: 'disputed',
            canDecide: false,
            dispute: { orderId: 'o1', orderNo: 'VB2611220001', raisedAt: Date.UTC(2026, 10, 25), items: ['court'], text: 'The case was closed in 2024.', status: 'open', kind: 'dispute' },
          }),
        ),
    });
    expect(await screen.findByTestId('report-dispute')).toHaveAttribute('data-status', 'open');
    expect(screen.getByTestId('dispute-items')).toHaveTextContent('Court records');
    expect(screen.getByTestId('dispute-text')).toHaveTextContent('The case was closed in 2024.');
    expect(screen.getByTestId('decision-state')).toHaveTextContent('Disputed: under review');
    expect(screen.queryByRole('button', { name: 'Proceed' })).toBeNull();
  });
});

describe('/reportDetail: sharing, links and the PDF', () => {
  it('texts the link to the phone by default and says it was texted', async () => {
    const { received } = renderReport({
      share: () => ok({ shareId: 'sh3', url: 'https://verity.test/#/sr?s=def', expiresAt: Date.UTC(2026, 10, 30, 10), texted: true }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Share to a phone' }));
    const dialog = await dialogWith('Share the report to a phone');
    fireEvent.change(within(dialog).getByLabelText('Phone that may open the link'), { target: { value: '13912345678' } });
    expect(within(dialog).getByTestId('share-submit')).toHaveTextContent('Text the link');
    fireEvent.click(within(dialog).getByTestId('share-submit'));
    await waitFor(() => expect(received.share).toEqual([{ orderId: 'o1', phone: '13912345678', expiresInHours: 72, sendText: true }]));
    expect(await within(dialog).findByTestId('share-outcome')).toHaveTextContent('The link was texted to 139****5678');
  });

  it('shares to a phone checked like the ordering form, for the validity chosen, and shows the link to copy', async () => {
    const { received } = renderReport({
      share: () => ok({ shareId: 'sh2', url: 'https://verity.test/#/sr?s=abc', expiresAt: Date.UTC(2026, 10, 30, 10) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Share to a phone' }));
    const dialog = await dialogWith('Share the report to a phone');
    fireEvent.change(within(dialog).getByLabelText('Phone that may open the link'), { target: { value: '1391234' } });
    fireEvent.click(within(dialog).getByTestId('share-submit'));
    expect(await within(dialog).findByText('please enter a valid mobile phone number')).toBeInTheDocument();
    expect(received.share).toBeUndefined();
    fireEvent.change(within(dialog).getByLabelText('Phone that may open the link'), { target: { value: '139 1234 5678' } });
    fireEvent.change(within(dialog).getByLabelText('Valid for'), { target: { value: '168' } });
    fireEvent.click(within(dialog).getByTestId('share-text-no'));
    expect(within(dialog).getByTestId('share-submit')).toHaveTextContent('Create link only');
    fireEvent.click(within(dialog).getByTestId('share-submit'));
    await waitFor(() => expect(received.share).toEqual([{ orderId: 'o1', phone: '13912345678', expiresInHours: 168, sendText: false }]));
    expect(await within(dialog).findByTestId('share-made')).toHaveTextContent('Link created for 139****5678');
    expect(within(dialog).getByTestId('share-outcome')).toHaveTextContent('Nothing was texted');
    expect(within(dialog).getByLabelText('Link to send')).toHaveValue('https://verity.test/#/sr?s=abc');
    await waitFor(() => expect(received.shares.length).toBeGreaterThan(1));
  });

  it('lists the links with their state and openings; revoking asks first', async () => {
    const { received } = renderReport({ revokeShare: (body) => ok({ shareId: body.shareId }) });
    const active = await screen.findByTestId('link-sh1');
    expect(active).toHaveTextContent('139****2222');
    expect(active).toHaveTextContent('Active');
    expect(active).toHaveTextContent('Opened 2 times');
    const revoked = screen.getByTestId('link-sh0');
    expect(revoked).toHaveTextContent('Revoked');
    expect(revoked).toHaveTextContent('Not opened yet');
    expect(within(revoked).queryByRole('button')).toBeNull();
    fireEvent.click(within(active).getByRole('button', { name: 'Revoke the link for 139****2222' }));
    const dialog = await dialogWith('Revoke the link for 139****2222?');
    expect(received.revokeShare).toBeUndefined();
    fireEvent.click(within(dialog).getByTestId('revoke-confirm'));
    await waitFor(() => expect(received.revokeShare).toEqual([{ shareId: 'sh1' }]));
    await waitFor(() => expect(received.shares.length).toBeGreaterThan(1));
  });

  it('the PDF opens from its signed link, with its verification code and size', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderReport({ pdf: () => ok({ url: 'https://files.test/report/o1-v2.pdf?sig=1', version: 2, verificationCode: 'ABCD-EFGH-JKLM-NPQR', size: 49_357 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByTestId('report-pdf-ready')).toHaveTextContent('PDF of version 2 ready (48.2 KB). Verification code: ABCD-EFGH-JKLM-NPQR');
    expect(open).toHaveBeenCalledWith('https://files.test/report/o1-v2.pdf?sig=1', '_blank', 'noopener');
    expect(within(screen.getByTestId('report-pdf-ready')).getByRole('link', { name: 'Open the PDF' })).toHaveAttribute('href', 'https://files.test/report/o1-v2.pdf?sig=1');
  });
});

describe('/reportDetail: the history', () => {
  it('shows each version with who, when and why, and what changed from the one before', async () => {
    renderReport();
    const history = await screen.findByTestId('report-history');
    const [newest, oldest] = within(history).getAllByRole('listitem').filter((li) => li.parentElement === history);
    expect(newest).toHaveAttribute('data-testid', 'history-v2');
    expect(oldest).toHaveAttribute('data-testid', 'history-v1');
    expect(newest).toHaveTextContent('Corrected by an analyst on');
    expect(newest).toHaveTextContent('Why: Court record re-checked');
    expect(oldest).toHaveTextContent('Assembled from the check results');
    const court = screen.getByTestId('history-change-v2-court');
    expect(court).toHaveTextContent('Court records');
    expect(court).toHaveTextContent('grade Needs attention → Adverse');
    expect(court).toHaveTextContent('was: A civil case is pending.');
    expect(court).toHaveTextContent('now: A civil judgement names the candidate (2023).');
    expect(screen.queryByTestId('history-change-v2-identity')).toBeNull();
    expect(screen.getByTestId('history-changes-v2')).toHaveTextContent('Note added: Judgement confirmed with the court');
  });
});
