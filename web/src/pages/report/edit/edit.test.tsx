import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogWith } from '@/test/dialogs';
import { fail, ok } from '@/test/enterprise';
import { renderApp } from '@/test/renderApp';
import { renderPage, unexpected, type Handlers } from '@/test/renderPage';
import { courtItem, firstVersion, IDENTITY_VERIFIED } from '@/test/reports';
import type { Report } from '@/pages/report/ReportView';
import type { OpsReport } from './service';
import * as ErrorCode from '@/services/errorCodes';

const V1 = firstVersion([
  { ...IDENTITY_VERIFIED, source: 'National citizen identity database (sandbox)' },
  courtItem('red', 'A civil judgement names the candidate (2023).', '一份民事判决书将候选人列为被告（2023）。'),
]);

const V2: Report = { ...V1, version: 2, createdBy: 'u-analyst', createdAt: Date.UTC(2026, 10, 23), reason: 'Re-checked', items: [V1.items[0], { ...V1.items[1], grade: 'yellow' }] };

const OPEN_DISPUTE = { orderId: 'o1', orderNo: 'VB2611220001', raisedAt: Date.UTC(2026, 10, 25), items: ['court'], text: 'That case was closed in my favour in 2024.', status: 'open' as const, kind: 'dispute' as const };

function opsReport(disputed: boolean, versions: Report[] = [V1]): OpsReport {
  const current = versions[versions.length - 1];
  return {
    current: disputed
      ? { ...current, state: 'disputed', canDecide: false, erased: false, dispute: OPEN_DISPUTE }
      : { ...current, state: 'undecided', canDecide: true, erased: false },
    versions,
  };
}

function renderEdit(handlers: Handlers, path = '/reportDetail/edit?orderId=o1') {
  return renderPage({ path, role: 'ops', actions: /\/api\/base\/report\/(ops\/\w+)$/, handlers, otherwise: unexpected });
}

describe('/reportDetail/edit (analysts)', () => {
  it('saves a correction through ops/edit: only what changed, with the required reason, after a confirmation; then version N is shown', async () => {
    let versions = [V1];
    const { received } = renderEdit({
      'ops/detail': () => ok(opsReport(false, versions)),
      'ops/edit': () => {
        versions = [V1, V2];
        return ok(V2);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit report · VB2611220001' })).toBeInTheDocument();
    expect(screen.getByTestId('report-edit-current')).toHaveAttribute('data-version', '1');
    expect(screen.queryByTestId('report-edit-dispute')).toBeNull();
    const grade = screen.getByLabelText('Grade of Court records');
    expect(grade).toHaveValue('red');
    fireEvent.change(grade, { target: { value: 'yellow' } });
    fireEvent.change(screen.getByLabelText('Findings of Court records'), { target: { value: 'The 2023 case was settled.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('please give the reason for this version')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Reason for this version'), { target: { value: ' Court record re-checked ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    const dialog = await dialogWith('Publish version 2?');
    expect(received['ops/edit']).toBeUndefined();
    fireEvent.click(within(dialog).getByTestId('report-edit-confirm'));
    await waitFor(() =>
      expect(received['ops/edit']).toEqual([
        { orderId: 'o1', reason: 'Court record re-checked', note: null, items: [{ code: 'court', grade: 'yellow', findings: 'The 2023 case was settled.' }] },
      ]),
    );
    expect(received['ops/resolve']).toBeUndefined();
    expect(await screen.findByTestId('report-edit-saved')).toHaveTextContent('Version 2 saved');
    await waitFor(() => expect(screen.getByTestId('report-edit-current')).toHaveAttribute('data-version', '2'));
    // The history shows the new version with its difference.
    expect(screen.getByTestId('history-change-v2-court')).toHaveTextContent('grade Adverse → Needs attention');
    expect(screen.getByTestId('history-v2')).toHaveTextContent('Corrected by analyst u-analyst');
  });

  it('a disputed report shows the dispute and is answered through ops/resolve', async () => {
    const { received } = renderEdit({
      'ops/detail': () => ok(opsReport(true)),
      'ops/resolve': () => ok(V2),
    });
    const dispute = await screen.findByTestId('report-edit-dispute');
    expect(dispute).toHaveTextContent('The candidate disputes these findings');
    expect(within(dispute).getByTestId('dispute-items')).toHaveTextContent('Court records');
    expect(within(dispute).getByTestId('dispute-text')).toHaveTextContent('That case was closed in my favour in 2024.');
    fireEvent.change(screen.getByLabelText('Answer to the candidate'), { target: { value: 'The judgement stands; the record is correct.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve dispute with a new version' }));
    const dialog = await dialogWith('Resolve the dispute with version 2?');
    fireEvent.click(within(dialog).getByTestId('report-edit-confirm'));
    await waitFor(() =>
      expect(received['ops/resolve']).toEqual([{ orderId: 'o1', reason: 'The judgement stands; the record is correct.', note: null, items: [] }]),
    );
    expect(received['ops/edit']).toBeUndefined();
    expect(await screen.findByTestId('report-edit-saved')).toHaveTextContent('Version 2 saved');
  });

  it('a report changed meanwhile (ReportChanged) says so and is reloaded', async () => {
    const { received } = renderEdit({
      'ops/detail': () => ok(opsReport(false)),
      'ops/edit': () => fail(ErrorCode.ReportChanged, 'The report was changed meanwhile; reload it and edit again'),
    });
    fireEvent.change(await screen.findByLabelText('Reason for this version'), { target: { value: 'Fix' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    fireEvent.click(within(await dialogWith('Publish version 2?')).getByTestId('report-edit-confirm'));
    expect(await screen.findByText(/The report was changed meanwhile and has been reloaded/)).toBeInTheDocument();
    await waitFor(() => expect(received['ops/detail'].length).toBeGreaterThan(1));
    expect(screen.queryByTestId('report-edit-saved')).toBeNull();
  });

  it('without an order it leads to the disputes queue', async () => {
    renderEdit({}, '/reportDetail/edit');
    expect(await screen.findByText('Open a report from the disputes queue.')).toBeInTheDocument();
  });

  it('is not for enterprise members', async () => {
    renderApp({ path: '/reportDetail/edit?orderId=o1', signedIn: true, role: 'owner' });
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
  });
});
