import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok } from '@/test/enterprise';
import { renderPublicPage, type PublicHandler } from '@/test/renderPage';
import type { CandidateFindings } from './service';
import * as ErrorCode from '@/services/errorCodes';

const FINDINGS: CandidateFindings = {
  orderNo: 'VB2611220001',
  enterpriseName: 'Demo Trading Co',
  decidedAt: Date.UTC(2026, 10, 24, 9),
  reason: 'The role needs a clean court record',
  disputeUntil: Date.UTC(2026, 11, 1, 9),
  version: 2,
  canDispute: true,
  items: [
    { index: 1, code: 'court', ordinal: 1, nameZh: '法院诉讼记录', nameEn: 'Court records', grade: 'red', findingsEn: 'A civil judgement names the candidate (2023).', source: 'Court records (sandbox)', checkedAt: Date.UTC(2026, 10, 22, 8) },
    { index: 2, code: 'education', ordinal: 1, nameZh: '学历核验', nameEn: 'Education', grade: 'yellow', findingsEn: 'The degree could not be confirmed.' },
  ],
  itemNames: [
    { code: 'court', nameZh: '法院诉讼记录', nameEn: 'Court records' },
    { code: 'education', nameZh: '学历核验', nameEn: 'Education' },
  ],
};

/** The candidate's page: no enterprise session, the share token as the bearer. */
function renderDispute(path: string, handlers: Record<string, PublicHandler>) {
  return renderPublicPage(path, /\/api\/base\/(share\/checkPhone|candidate\/\w+)$/, handlers);
}

afterEach(() => {
  window.sessionStorage.clear();
  window.location.hash = '';
});

describe('the dispute page (/dispute)', () => {
  it('without the phone check (PhoneCheckRequired) goes to /checkPhone with /dispute as the way back', async () => {
    // The request layer reads where it is from the address bar (the app runs on hash history).
    window.location.hash = '#/dispute?s=code-1';
    renderDispute('/dispute?s=code-1', { 'candidate/findings': () => fail(ErrorCode.PhoneCheckRequired, 'verify the phone') });
    await waitFor(() => expect(window.location.hash).toBe('#/checkPhone?s=code-1&redirect=%2Fdispute'));
  });

  it('the phone check leads back to the dispute page, whose calls carry the share token', async () => {
    const { received, router } = renderDispute('/checkPhone?s=code-1&redirect=%2Fdispute', {
      'share/checkPhone': () => ok({ shareToken: 'tok-1', expiresAt: Date.now() + 7_200_000 }),
      'candidate/findings': (_, auth) => (auth?.endsWith('tok-1') ? ok(FINDINGS) : fail(ErrorCode.PhoneCheckRequired, 'verify the phone')),
    });
    fireEvent.change(await screen.findByLabelText('Mobile phone number'), { target: { value: '13900001111' } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('check-phone-submit'));
    expect(await screen.findByTestId('dispute-enterprise')).toHaveTextContent('Demo Trading Co decided not to proceed');
    expect(screen.getByTestId('dispute-reason')).toHaveTextContent('The reason they gaveThe role needs a clean court record');
    expect(router.state.location.pathname).toBe('/dispute');
    expect(router.state.location.search).toBe('?s=code-1');
    expect(received['candidate/findings'].at(-1)).toEqual({ body: { s: 'code-1' }, auth: 'Bearer tok-1' });
  });

  it('shows the findings that concern the candidate and the deadline; the dispute needs an item and words, and is confirmed first', async () => {
    window.sessionStorage.setItem('verity.share.code-1', 'tok-1');
    let disputed = false;
    const { received } = renderDispute('/dispute?s=code-1', {
      'candidate/findings': () =>
        ok(
          disputed
            ? {
                ...FINDINGS,
                canDispute: false,
                dispute: { orderId: 'o1', orderNo: FINDINGS.orderNo, raisedAt: Date.UTC(2026, 10, 25), items: ['court'], text: 'Closed in my favour in 2024.', status: 'open' },
              }
            : FINDINGS,
        ),
      'candidate/dispute': (body) => {
        disputed = true;
        return ok({ orderId: 'o1', orderNo: FINDINGS.orderNo, raisedAt: Date.UTC(2026, 10, 25), items: body.items, text: body.text, status: 'open' });
      },
    });
    expect(await screen.findByTestId('dispute-enterprise')).toHaveTextContent('Demo Trading Co decided not to proceed');
    expect(screen.getByText('Reference VB2611220001')).toBeInTheDocument();
    const court = screen.getByTestId('finding-court');
    expect(court).toHaveTextContent('Adverse');
    expect(court).toHaveTextContent('A civil judgement names the candidate (2023).');
    expect(court).toHaveTextContent('Source: Court records (sandbox)');
    expect(screen.getByTestId('finding-education')).toHaveTextContent('Needs attention');
    expect(screen.getByTestId('dispute-deadline')).toHaveTextContent('you can dispute it until');

    fireEvent.click(screen.getByRole('button', { name: 'Submit dispute' }));
    expect(await screen.findByText('please tick at least one finding')).toBeInTheDocument();
    expect(screen.getByText('please say what is wrong')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Court records' }));
    fireEvent.change(screen.getByLabelText('What is wrong? (at most 500 characters)'), { target: { value: ' Closed in my favour in 2024. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit dispute' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Submit your dispute?');
    expect(received['candidate/dispute']).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(received['candidate/dispute']).toEqual([{ body: { s: 'code-1', items: ['court'], text: 'Closed in my favour in 2024.' }, auth: 'Bearer tok-1' }]),
    );
    expect(await screen.findByTestId('dispute-status')).toHaveTextContent('Your dispute is under review');
    expect(screen.getByTestId('dispute-status')).toHaveTextContent('Closed in my favour in 2024.');
    expect(screen.queryByTestId('dispute-form')).toBeNull();
  });

  it('a resolved dispute shows the answer and the new version', async () => {
    window.sessionStorage.setItem('verity.share.code-1', 'tok-1');
    renderDispute('/dispute?s=code-1', {
      'candidate/findings': () =>
        ok({
          ...FINDINGS,
          // The corrected court record is green now: not among the findings, named all the same.
          items: [],
          canDispute: false,
          dispute: {
            orderId: 'o1',
            orderNo: FINDINGS.orderNo,
            raisedAt: Date.UTC(2026, 10, 25),
            items: ['court'],
            text: 'Closed in my favour in 2024.',
            status: 'resolved',
            resolvedAt: Date.UTC(2026, 10, 26),
            resolution: 'The court confirmed the case was closed; the finding was corrected.',
            resolvedVersion: 3,
          },
        }),
    });
    expect(await screen.findByTestId('dispute-status')).toHaveAttribute('data-status', 'resolved');
    expect(screen.getByText('Your dispute was reviewed')).toBeInTheDocument();
    expect(screen.getByTestId('dispute-answer')).toHaveTextContent('The court confirmed the case was closed; the finding was corrected.');
    expect(screen.getByTestId('dispute-answer')).toHaveTextContent('The report is now version 3.');
    expect(screen.getByTestId('dispute-status')).toHaveTextContent('Court records');
  });

  it('a dispute refused as closed (DisputeClosed) says so plainly', async () => {
    window.sessionStorage.setItem('verity.share.code-1', 'tok-1');
    renderDispute('/dispute?s=code-1', {
      'candidate/findings': () => ok(FINDINGS),
      'candidate/dispute': () => fail(ErrorCode.DisputeClosed, 'A dispute can no longer be raised for this report'),
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Education' }));
    fireEvent.change(screen.getByLabelText('What is wrong? (at most 500 characters)'), { target: { value: 'I hold this degree.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit dispute' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('dispute-closed')).toHaveTextContent('This decision can no longer be disputed');
  });

  it('a field the server refuses (InvalidField) is shown under that field', async () => {
    window.sessionStorage.setItem('verity.share.code-1', 'tok-1');
    renderDispute('/dispute?s=code-1', {
      'candidate/findings': () => ok(FINDINGS),
      'candidate/dispute': () => fail(ErrorCode.InvalidField, 'text: at most 500 characters', { field: 'text' }),
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Court records' }));
    fireEvent.change(screen.getByLabelText('What is wrong? (at most 500 characters)'), { target: { value: 'Too long, says the server.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit dispute' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('text: at most 500 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('What is wrong? (at most 500 characters)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('dispute-form')).toBeInTheDocument();
  });

  it('nothing to dispute (DisputeClosed on opening) says so', async () => {
    window.sessionStorage.setItem('verity.share.code-1', 'tok-1');
    renderDispute('/dispute?s=code-1', { 'candidate/findings': () => fail(ErrorCode.DisputeClosed, 'closed') });
    expect(await screen.findByTestId('dispute-closed')).toHaveTextContent('This decision can no longer be disputed');
  });

  it('an expired link says so', async () => {
    window.sessionStorage.setItem('verity.share.code-2', 'tok-2');
    renderDispute('/dispute?s=code-2', { 'candidate/findings': () => fail(ErrorCode.ShareLinkExpired, 'expired') });
    expect(await screen.findByTestId(`link-ended-${ErrorCode.ShareLinkExpired}`)).toHaveTextContent('This link has expired');
  });

  it('a revoked link says so', async () => {
    window.sessionStorage.setItem('verity.share.code-3', 'tok-3');
    renderDispute('/dispute?s=code-3', { 'candidate/findings': () => fail(ErrorCode.ShareLinkRevoked, 'revoked') });
    expect(await screen.findByTestId(`link-ended-${ErrorCode.ShareLinkRevoked}`)).toHaveTextContent('This link has been withdrawn');
  });
});
