import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, dialogWith } from '@/test/dialogs';
import { fail, ok } from '@/test/enterprise';
import { renderPublicPage, type PublicHandler } from '@/test/renderPage';
import { setItem, STORAGE_KEYS } from '@/utils/storage';
import { ME_TOKEN_KEY, type CheckDetail, type CheckSummary } from './service';

const SUMMARY: CheckSummary = {
  orderId: 'o1',
  orderNo: 'VB2611270001',
  enterpriseName: 'Demo Trading Co',
  packageName: 'Standard hire',
  items: [
    { code: 'identity', nameZh: '身份核验', nameEn: 'Identity' },
    { code: 'court', nameZh: '法院诉讼记录', nameEn: 'Court records' },
  ],
  status: 'in_progress',
  createdAt: Date.UTC(2026, 10, 25, 2),
  canWithdraw: true,
  canErase: false,
  erasureRequested: false,
};

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

const DETAIL: CheckDetail = {
  ...SUMMARY,
  nameMask: '王**',
  idNumberMask: '110***********002X',
  position: 'Sales manager',
  itemsProgress: [
    { code: 'identity', nameZh: '身份核验', nameEn: 'Identity', status: 'done', result: 'clear', finishedAt: Date.UTC(2026, 10, 25, 3) },
    { code: 'court', nameZh: '法院诉讼记录', nameEn: 'Court records', status: 'running' },
  ],
  timeline: [
    { at: Date.UTC(2026, 10, 25, 2), kind: 'created' },
    { at: Date.UTC(2026, 10, 25, 2, 30), kind: 'authorized' },
    { at: Date.UTC(2026, 10, 25, 3), kind: 'item_done', itemCode: 'identity' },
  ],
  consent: {
    mode: 'sms',
    textVersion: '2026-11-22',
    signedAt: Date.UTC(2026, 10, 25, 2, 30),
    signaturePng: SIGNATURE,
    disclosureEn: 'Demo Trading Co has asked Verity to run a background check.',
    disclosureZh: 'Demo Trading Co 已委托 Verity 进行背景调查。',
  },
  reports: [],
  decision: null,
  disputes: [],
};

/** The portal's pages: no portal session, the `me_` token as the bearer. */
function renderMe(path: string, handlers: Record<string, PublicHandler>) {
  return renderPublicPage(path, /\/api\/base\/me\/(\w+)$/, handlers);
}

const signedIn = (token = 'me_tok1') => window.sessionStorage.setItem(ME_TOKEN_KEY, token);

const page = (list: CheckSummary[], total = list.length, pageNum = 1) => ok({ list, total, pageNum, pageSize: 10 });

afterEach(() => vi.restoreAllMocks());

describe('signing in (/me)', () => {
  it('asks for a code (me/sendCode) with a cooldown, signs in, keeps the token for the tab and lists the checks with it', async () => {
    const { received } = renderMe('/me', {
      sendCode: () => ok({ cooldownSeconds: 60 }),
      login: () => ok({ meToken: 'me_tok1', expiresAt: Date.now() + 1_800_000 }),
      checks: (_, auth) => (auth === 'Bearer me_tok1' ? page([SUMMARY]) : fail(5001, 'Please sign in again with your phone')),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My background checks' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Mobile phone number'), { target: { value: '13900001111' } });
    fireEvent.click(screen.getByTestId('send-code-me'));
    await waitFor(() => expect(screen.getByTestId('send-code-me')).toBeDisabled());
    expect(screen.getByTestId('send-code-me')).toHaveTextContent('Resend in 60s');
    expect(received.sendCode).toEqual([{ body: { phone: '13900001111' }, auth: null }]);
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('me-sign-in-submit'));
    const card = await screen.findByTestId('me-check-o1');
    expect(card).toHaveTextContent('Demo Trading Co');
    expect(card).toHaveTextContent('In progress');
    expect(card).toHaveTextContent('Identity, Court records');
    expect(card).toHaveAttribute('href', '/me/check?id=o1');
    expect(received.login).toEqual([{ body: { phone: '13900001111', code: '123456' }, auth: null }]);
    expect(received.checks).toEqual([{ body: { pageNum: 1, pageSize: 10 }, auth: 'Bearer me_tok1' }]);
    expect(window.sessionStorage.getItem(ME_TOKEN_KEY)).toBe('me_tok1');
    // Never in the URL, never beside a member's credentials.
    expect(window.location.href).not.toContain('me_tok1');
    expect(window.localStorage.getItem(ME_TOKEN_KEY)).toBeNull();
  });

  it('a wrong code shows under the field, and nothing is kept', async () => {
    renderMe('/me', { login: () => fail(2002, 'The code is wrong or expired') });
    fireEvent.change(await screen.findByLabelText('Mobile phone number'), { target: { value: '13900001111' } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('me-sign-in-submit'));
    expect(await screen.findByText('The code is wrong or expired')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(ME_TOKEN_KEY)).toBeNull();
  });

  it('never sends a member session stored in the same browser', async () => {
    setItem(STORAGE_KEYS.magicToken, 'member-session');
    const { received } = renderMe('/me', { sendCode: () => ok({ cooldownSeconds: 60 }) });
    fireEvent.change(await screen.findByLabelText('Mobile phone number'), { target: { value: '13900001111' } });
    fireEvent.click(screen.getByTestId('send-code-me'));
    await waitFor(() => expect(received.sendCode).toHaveLength(1));
    expect(received.sendCode[0].auth).toBeNull();
  });
});

describe('the list (/me)', () => {
  it('says when no check was ordered for the phone, and offers the downloads', async () => {
    signedIn();
    renderMe('/me', { checks: () => page([]) });
    expect(await screen.findByTestId('me-empty')).toHaveTextContent('No background check was ordered for this phone.');
    expect(screen.getByTestId('me-download-json')).toBeInTheDocument();
    expect(screen.getByTestId('me-download-pdf')).toBeInTheDocument();
  });

  it('pages with "More checks" while the total says there are more', async () => {
    signedIn();
    const { received } = renderMe('/me', {
      checks: (body) => (body.pageNum === 1 ? page([SUMMARY], 2, 1) : page([{ ...SUMMARY, orderId: 'o2', enterpriseName: 'Acme Ltd', status: 'completed' }], 2, 2)),
    });
    fireEvent.click(await screen.findByTestId('me-more'));
    expect(await screen.findByTestId('me-check-o2')).toHaveTextContent('Acme Ltd');
    expect(received.checks.map((c) => c.body.pageNum)).toEqual([1, 2]);
    expect(screen.queryByTestId('me-more')).toBeNull();
  });

  it('a failure offers a retry', async () => {
    signedIn();
    renderMe('/me', { checks: () => fail(9999, 'boom') });
    expect(await screen.findByTestId('me-load-failed')).toHaveTextContent('The page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('an expired session (5001) drops the token and shows the sign-in again, saying why', async () => {
    signedIn();
    renderMe('/me', { checks: () => fail(5001, 'Please sign in again with your phone') });
    expect(await screen.findByTestId('me-expired')).toHaveTextContent('Your session ended. Please sign in again with your phone.');
    expect(screen.getByTestId('me-sign-in')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(ME_TOKEN_KEY)).toBeNull();
  });

  it('downloads the data as verity-my-data.json and verity-my-data.pdf', async () => {
    signedIn();
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    Object.assign(URL, {
      createObjectURL: (b: Blob) => {
        const url = `blob:${blobs.size}`;
        blobs.set(url, b);
        return url;
      },
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
    });
    const { received } = renderMe('/me', {
      checks: () => page([SUMMARY]),
      export: () => ok({ exportedAt: 1, phone: '13900001111', checks: [{ orderNo: 'VB2611270001' }] }),
      exportPdf: () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    fireEvent.click(await screen.findByTestId('me-download-json'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('verity-my-data.json');
    expect(JSON.parse(await saved[0].blob.text())).toEqual({ exportedAt: 1, phone: '13900001111', checks: [{ orderNo: 'VB2611270001' }] });
    fireEvent.click(screen.getByTestId('me-download-pdf'));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1].name).toBe('verity-my-data.pdf');
    expect(await saved[1].blob.text()).toBe('%PDF-1.7');
    expect(received.exportPdf).toEqual([{ body: {}, auth: 'Bearer me_tok1' }]);
  });

  it('signing out ends the session on the server and here', async () => {
    signedIn();
    const { received } = renderMe('/me', { checks: () => page([SUMMARY]), logout: () => ok(null) });
    fireEvent.click(await screen.findByTestId('me-sign-out'));
    expect(await screen.findByTestId('me-sign-in')).toBeInTheDocument();
    expect(screen.queryByTestId('me-expired')).toBeNull();
    expect(received.logout).toEqual([{ body: {}, auth: 'Bearer me_tok1' }]);
    expect(window.sessionStorage.getItem(ME_TOKEN_KEY)).toBeNull();
  });
});

describe('a check (/me/check)', () => {
  it('shows who asked, the items, the timeline and the consent with its text version, time and signature', async () => {
    signedIn();
    const { received } = renderMe('/me/check?id=o1', { checkDetail: () => ok(DETAIL) });
    const overview = await screen.findByTestId('me-overview');
    expect(overview).toHaveTextContent('Demo Trading Co');
    expect(overview).toHaveTextContent('Reference VB2611270001');
    expect(overview).toHaveTextContent('Sales manager');
    expect(overview).toHaveTextContent('王**');
    expect(screen.getByTestId('me-item-identity')).toHaveTextContent('Done');
    expect(screen.getByTestId('me-item-identity')).toHaveTextContent('Clear');
    expect(screen.getByTestId('me-item-court')).toHaveTextContent('Checking');
    const timeline = within(screen.getByTestId('me-timeline')).getAllByRole('listitem');
    expect(timeline.map((li) => li.textContent)).toEqual([
      '2026-11-25 10:00 (UTC+8)The company ordered the check',
      '2026-11-25 10:30 (UTC+8)You gave your consent',
      '2026-11-25 11:00 (UTC+8)An item was finished · Identity',
    ]);
    const consent = screen.getByTestId('me-consent');
    expect(consent).toHaveTextContent('Signed on your phone from a texted link');
    expect(screen.getByTestId('me-consent-version')).toHaveTextContent('2026-11-22');
    expect(screen.getByTestId('me-consent-signed')).toHaveTextContent('2026-11-25 10:30 (UTC+8)');
    expect(screen.getByRole('img', { name: 'Your handwritten signature' })).toHaveAttribute('src', SIGNATURE);
    expect(consent).toHaveTextContent('Demo Trading Co has asked Verity');
    expect(screen.getByTestId('me-reports')).toHaveTextContent('No report has been made yet.');
    expect(received.checkDetail).toEqual([{ body: { orderId: 'o1' }, auth: 'Bearer me_tok1' }]);
  });

  it('a withdrawn check reads as ended, not completed, and its items as never run', async () => {
    signedIn();
    const stopped: CheckDetail = {
      ...DETAIL,
      status: 'canceled',
      canWithdraw: false,
      completedAt: Date.UTC(2026, 10, 25, 4),
      itemsProgress: DETAIL.itemsProgress.map((i) => ({ ...i, status: i.status === 'done' ? 'done' : 'pending' })),
      consent: { ...DETAIL.consent, signedAt: null, signaturePng: null },
    };
    renderMe('/me/check?id=o1', { checkDetail: () => ok(stopped) });
    const overview = await screen.findByTestId('me-overview');
    expect(overview).toHaveTextContent('Ended 2026-11-25 12:00 (UTC+8)');
    expect(overview).not.toHaveTextContent('Completed');
    expect(screen.getByTestId('me-item-identity')).toHaveTextContent('Done');
    expect(screen.getByTestId('me-item-court')).toHaveTextContent('Not run');
    expect(screen.getByTestId('me-consent')).toHaveTextContent('Read the consent text');
  });

  it('shows the reports shared, the decision and the disputes', async () => {
    signedIn();
    renderMe('/me/check?id=o1', {
      checkDetail: () =>
        ok({
          ...DETAIL,
          status: 'completed',
          canWithdraw: false,
          reports: [{ version: 2, sharedAt: Date.UTC(2026, 10, 26), link: `${window.location.origin}/#/sr?s=abc` }, { version: 1, sharedAt: Date.UTC(2026, 10, 25), link: 'https://evil.test/sr' }],
          decision: { status: 'decline', decidedAt: Date.UTC(2026, 10, 26, 2) },
          disputes: [{ kind: 'correction', raisedAt: Date.UTC(2026, 10, 26, 3), status: 'resolved', resolution: 'Name corrected' }],
        }),
    });
    expect(await screen.findByRole('link', { name: 'Open report version 2' })).toHaveAttribute('href', `${window.location.origin}/#/sr?s=abc`);
    // A link to another site is never offered.
    expect(screen.queryByRole('link', { name: 'Open report version 1' })).toBeNull();
    expect(screen.getByTestId('me-decision')).toHaveTextContent('The company decided not to proceed');
    expect(screen.getByTestId('me-disputes')).toHaveTextContent('Correction request');
    expect(screen.getByTestId('me-disputes')).toHaveTextContent('Answer: Name corrected');
  });

  it('withdraws only once confirmed, then shows the check as it is now', async () => {
    signedIn();
    let withdrawn = false;
    const { received } = renderMe('/me/check?id=o1', {
      checkDetail: () => ok(withdrawn ? { ...DETAIL, status: 'canceled', canWithdraw: false } : DETAIL),
      withdraw: () => {
        withdrawn = true;
        return ok({ status: 'canceled' });
      },
      checks: () => page([]),
    });
    fireEvent.click(await screen.findByTestId('me-withdraw'));
    const dialog = await dialogWith('Withdraw your consent?');
    expect(dialog).toHaveTextContent('The check by Demo Trading Co stops');
    expect(received.withdraw).toBeUndefined();
    fireEvent.click(button(dialog, 'Withdraw'));
    await waitFor(() => expect(received.withdraw).toEqual([{ body: { orderId: 'o1' }, auth: 'Bearer me_tok1' }]));
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    expect(screen.queryByTestId('me-withdraw')).toBeNull();
  });

  it('a check that moved on meanwhile (5003) says so and shows the check as it is now', async () => {
    signedIn();
    let calls = 0;
    renderMe('/me/check?id=o1', {
      checkDetail: () => {
        calls += 1;
        return ok(calls === 1 ? DETAIL : { ...DETAIL, status: 'completed', canWithdraw: false });
      },
      withdraw: () => fail(5003, 'This check can no longer be withdrawn'),
      checks: () => page([]),
    });
    fireEvent.click(await screen.findByTestId('me-withdraw'));
    fireEvent.click(button(await dialogWith('Withdraw your consent?'), 'Withdraw'));
    expect(await screen.findByText('This check can no longer be withdrawn')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('me-withdraw')).toBeNull());
    expect(screen.getByTestId('me-overview')).toHaveTextContent('Completed');
  });

  it('asks for a correction of 5 to 500 characters with a counter', async () => {
    signedIn();
    const { received } = renderMe('/me/check?id=o1', {
      checkDetail: () => ok(DETAIL),
      correction: () => ok({ raisedAt: Date.now() }),
    });
    fireEvent.click(await screen.findByTestId('me-correction'));
    const dialog = await dialogWith('Tell us what is wrong');
    const text = within(dialog).getByLabelText('What should be corrected');
    expect(text).toHaveAttribute('maxLength', '500');
    fireEvent.change(text, { target: { value: 'abc' } });
    expect(within(dialog).getByTestId('me-correction-count')).toHaveTextContent('3 / 500');
    fireEvent.click(button(dialog, 'Send'));
    expect(await within(dialog).findByText('Please write at least 5 characters')).toBeInTheDocument();
    expect(received.correction).toBeUndefined();
    fireEvent.change(text, { target: { value: '  My name is 王小明  ' } });
    fireEvent.click(button(dialog, 'Send'));
    await waitFor(() => expect(received.correction).toEqual([{ body: { orderId: 'o1', text: 'My name is 王小明' }, auth: 'Bearer me_tok1' }]));
  });

  it('an open correction (5005) shows in the dialog', async () => {
    signedIn();
    renderMe('/me/check?id=o1', {
      checkDetail: () => ok(DETAIL),
      correction: () => fail(5005, 'You already have an open correction request for this check'),
    });
    fireEvent.click(await screen.findByTestId('me-correction'));
    const dialog = await dialogWith('Tell us what is wrong');
    fireEvent.change(within(dialog).getByLabelText('What should be corrected'), { target: { value: 'Wrong school' } });
    fireEvent.click(button(dialog, 'Send'));
    expect(await within(dialog).findByText('You already have an open correction request for this check')).toBeInTheDocument();
  });

  it('offers deletion only once the check ended, explains it and asks first', async () => {
    signedIn();
    const ended = { ...DETAIL, status: 'completed', canWithdraw: false, canErase: true, eraseDueAt: Date.UTC(2027, 1, 23) };
    let requested = false;
    const { received } = renderMe('/me/check?id=o1', {
      checkDetail: () => ok(requested ? { ...ended, canErase: false, erasureRequested: true, eraseDueAt: Date.UTC(2026, 10, 27, 4) } : ended),
      erase: () => {
        requested = true;
        return ok({ eraseDueAt: Date.UTC(2026, 10, 27, 4) });
      },
      checks: () => page([]),
    });
    expect(await screen.findByTestId('me-overview')).toHaveTextContent('Your data will be deleted on 2027-02-23');
    expect(screen.queryByTestId('me-withdraw')).toBeNull();
    fireEvent.click(screen.getByTestId('me-erase'));
    const dialog = await dialogWith('Delete your data from this check?');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    fireEvent.click(button(dialog, 'Delete my data'));
    await waitFor(() => expect(received.erase).toEqual([{ body: { orderId: 'o1' }, auth: 'Bearer me_tok1' }]));
    expect(await screen.findByTestId('me-erasure-due')).toHaveTextContent('Deletion requested: your data is deleted by 2026-11-27 12:00 (UTC+8).');
    expect(screen.queryByTestId('me-erase')).toBeNull();
  });

  it('an unknown check, or another phone\'s (5002), says so', async () => {
    signedIn();
    renderMe('/me/check?id=o9', { checkDetail: () => fail(5002, 'No such check for your phone') });
    expect(await screen.findByTestId('me-not-found')).toHaveTextContent('No such check for your phone');
  });

  it('an expired session (5001) sends the candidate back to the sign-in', async () => {
    signedIn();
    const { router } = renderMe('/me/check?id=o1', { checkDetail: () => fail(5001, 'Please sign in again with your phone') });
    expect(await screen.findByTestId('me-expired')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/me');
    expect(window.sessionStorage.getItem(ME_TOKEN_KEY)).toBeNull();
  });

  it('signed out, a check sends to the sign-in without a call', async () => {
    const { received, router } = renderMe('/me/check?id=o1', {});
    expect(await screen.findByTestId('me-sign-in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/me');
    expect(received.checkDetail).toBeUndefined();
  });

  it('reads in Chinese', async () => {
    window.localStorage.setItem('verityLocale', JSON.stringify({ type: 'string', content: 'zh-CN', timestamp: 1 }));
    const { resetLocale } = await import('@/i18n');
    resetLocale();
    try {
      signedIn();
      renderMe('/me/check?id=o1', { checkDetail: () => ok(DETAIL) });
      expect(await screen.findByTestId('me-consent')).toHaveTextContent('通过短信链接在手机上签署');
      expect(screen.getByText('核查中', { selector: '[data-testid="me-status"]' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /撤回授权/ })).toBeInTheDocument();
    } finally {
      window.localStorage.clear();
      resetLocale();
    }
  });
});
