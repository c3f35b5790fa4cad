import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok } from '@/test/enterprise';
import { renderPublicPage, type PublicHandler } from '@/test/renderPage';
import type { CandidateDetail } from './service';
import * as ErrorCode from '@/services/errorCodes';

const DETAIL: CandidateDetail = {
  canSign: true,
  canWithdraw: true,
  candidate: { name: '王**', phone: '139****1111', idNumber: '110***********002X' },
  disclosure: { title: 'Background check disclosure and authorization', body: 'Demo Trading Co has asked Verity to run a background check.', version: '2026-11-22' },
  enterpriseName: 'Demo Trading Co',
  items: [{ code: 'court', nameEn: 'Court records', nameZh: '法院诉讼记录', descriptionEn: 'Civil and criminal court records.', descriptionZh: '' }],
  orderNo: 'VB2611220001',
  status: 'awaiting_authorization',
};

/** The candidate's pages: no enterprise session, the share token as the bearer. */
function renderCandidate(path: string, handlers: Record<string, PublicHandler>) {
  return renderPublicPage(path, /\/api\/base\/(share\/checkPhone|share\/sendCode|candidate\/\w+)$/, handlers);
}

afterEach(() => window.sessionStorage.clear());

describe('the phone check (/checkPhone)', () => {
  it('verifies the phone the link was sent to, keeps the token and goes back to the consent page', async () => {
    const { received, router } = renderCandidate('/checkPhone?s=code-1&redirect=%2Fconsent', {
      'share/checkPhone': () => ok({ shareToken: 'tok-1', expiresAt: Date.now() + 7_200_000 }),
      'candidate/detail': (_, auth) => (auth?.endsWith('tok-1') ? ok(DETAIL) : fail(ErrorCode.PhoneCheckRequired, 'verify the phone')),
    });
    fireEvent.change(await screen.findByLabelText('Mobile phone number'), { target: { value: '13900001111' } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('check-phone-submit'));
    expect(await screen.findByTestId('consent-enterprise')).toHaveTextContent('Demo Trading Co');
    expect(router.state.location.pathname).toBe('/consent');
    expect(router.state.location.search).toBe('?s=code-1');
    expect(received['share/checkPhone']).toEqual([{ body: { s: 'code-1', phone: '13900001111', code: '123456' }, auth: null }]);
    expect(received['candidate/detail'].at(-1)).toEqual({ body: { s: 'code-1' }, auth: 'Bearer tok-1' });
  });

  it('asks for the code through the link (share/sendCode), not a bare phone code', async () => {
    const { received } = renderCandidate('/checkPhone?s=code-1', { 'share/sendCode': () => ok({ cooldownSeconds: 60 }) });
    fireEvent.change(await screen.findByLabelText('Mobile phone number'), { target: { value: '13900001111' } });
    fireEvent.click(screen.getByTestId('send-code-checkPhone'));
    await waitFor(() => expect(received['share/sendCode']).toEqual([{ body: { s: 'code-1', phone: '13900001111' }, auth: null }]));
  });

  it('another phone is refused on the phone field; an expired link says so without a form', async () => {
    let answer = fail(ErrorCode.SharePhoneMismatch, 'This link was sent to another phone');
    renderCandidate('/checkPhone?s=code-1', { 'share/checkPhone': () => answer });
    fireEvent.change(await screen.findByLabelText('Mobile phone number'), { target: { value: '13900002222' } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('check-phone-submit'));
    expect(await screen.findByText('This link was sent to another phone')).toBeInTheDocument();
    answer = fail(ErrorCode.ShareLinkExpired, 'expired');
    // The form hears that the call ended a tick after the error shows: a click before is ignored.
    await waitFor(() => expect(screen.getByTestId('check-phone-submit')).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(screen.getByTestId('check-phone-submit'));
    expect(await screen.findByTestId(`link-ended-${ErrorCode.ShareLinkExpired}`)).toHaveTextContent('This link has expired');
    expect(screen.queryByTestId('check-phone-submit')).toBeNull();
  });
});

describe('the consent page (/consent)', () => {
  it('shows who asks, the items, the disclosure version and masked details; signing needs the tick and a signature', async () => {
    window.sessionStorage.setItem('verity.share.code-1', 'tok-1');
    const { received } = renderCandidate('/consent?s=code-1', { 'candidate/detail': () => ok(DETAIL) });
    expect(await screen.findByTestId('consent-enterprise')).toHaveTextContent('Demo Trading Co asks for your authorization');
    expect(screen.getByTestId('consent-disclosure')).toHaveTextContent('Demo Trading Co has asked Verity');
    expect(screen.getByText('Text version 2026-11-22')).toBeInTheDocument();
    expect(screen.getByText('Court records')).toBeInTheDocument();
    expect(screen.getByText('139****1111')).toBeInTheDocument();
    expect(screen.queryByText(/13900001111/)).toBeNull();
    fireEvent.click(screen.getByTestId('consent-sign'));
    expect(await screen.findByText('please tick to confirm you agree')).toBeInTheDocument();
    expect(received['candidate/sign']).toBeUndefined();
  });

  it('before signing the candidate declines (not withdraws), after asking', async () => {
    window.sessionStorage.setItem('verity.share.code-1', 'tok-1');
    let declined = false;
    const { received } = renderCandidate('/consent?s=code-1', {
      'candidate/detail': () => ok(declined ? { ...DETAIL, status: 'canceled', canSign: false, canWithdraw: false } : DETAIL),
      'candidate/withdraw': () => {
        declined = true;
        return ok({ status: 'canceled' });
      },
    });
    expect(await screen.findByTestId('consent-withdraw')).toHaveTextContent('Decline');
    expect(screen.queryByText(/Withdraw/)).toBeNull();
    fireEvent.click(screen.getByTestId('consent-withdraw'));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Decline this background check?');
    expect(received['candidate/withdraw']).toBeUndefined();
    fireEvent.click(screen.getByTestId('consent-withdraw-confirm'));
    expect(await screen.findByTestId('consent-declined')).toHaveTextContent('You declined this background check');
    expect(received['candidate/withdraw']).toEqual([{ body: { s: 'code-1' }, auth: 'Bearer tok-1' }]);
  });

  it('once signed the candidate withdraws, after asking, and the check stops', async () => {
    window.sessionStorage.setItem('verity.share.code-1', 'tok-1');
    const signed = { ...DETAIL, canSign: false, status: 'authorized' as const, signedAt: Date.UTC(2026, 10, 22, 9) };
    let withdrawn = false;
    renderCandidate('/consent?s=code-1', {
      'candidate/detail': () => ok(withdrawn ? { ...signed, status: 'canceled', canWithdraw: false } : signed),
      'candidate/withdraw': () => {
        withdrawn = true;
        return ok({ status: 'canceled' });
      },
    });
    fireEvent.click(await screen.findByTestId('consent-withdraw'));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Withdraw your authorization?');
    fireEvent.click(screen.getByTestId('consent-withdraw-confirm'));
    expect(await screen.findByTestId('consent-withdrawn')).toHaveTextContent('The background check was stopped');
  });

  it('a finished check says it is finished before the phone check (CheckFinished)', async () => {
    renderCandidate('/consent?s=code-1', { 'candidate/detail': () => fail(ErrorCode.CheckFinished, 'finished') });
    expect(await screen.findByTestId('consent-finished')).toHaveTextContent('This background check is finished');
    expect(screen.queryByTestId('consent-form')).toBeNull();
  });

  it('a finished check says it is finished behind the phone check too', async () => {
    window.sessionStorage.setItem('verity.share.code-1', 'tok-1');
    renderCandidate('/consent?s=code-1', {
      'candidate/detail': () => ok({ ...DETAIL, status: 'completed', canSign: false, canWithdraw: false, signedAt: Date.UTC(2026, 10, 22, 9) }),
    });
    expect(await screen.findByTestId('consent-finished')).toHaveTextContent('Nothing more is asked of you');
    expect(screen.queryByTestId('consent-withdraw')).toBeNull();
  });

  it('a revoked link says so in plain words', async () => {
    window.sessionStorage.setItem('verity.share.code-1', 'tok-1');
    renderCandidate('/consent?s=code-1', { 'candidate/detail': () => fail(ErrorCode.ShareLinkRevoked, 'revoked') });
    await waitFor(() => expect(screen.getByTestId(`link-ended-${ErrorCode.ShareLinkRevoked}`)).toHaveTextContent('This link has been withdrawn'));
  });
});
