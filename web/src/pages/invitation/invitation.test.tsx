import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok } from '@/test/enterprise';
import { fakeUserInfo } from '@/test/renderApp';
import { renderPublicPage, type PublicHandler } from '@/test/renderPage';
import type { LinkInvitation } from './service';
import * as ErrorCode from '@/services/errorCodes';

const INVITATION: LinkInvitation = {
  enterpriseId: 'e7',
  enterpriseName: 'Demo Trading Co',
  inviter: 'Demo Owner',
  role: 'operator',
  invitedAt: Date.UTC(2026, 10, 24, 9),
  expiresAt: Date.UTC(2026, 11, 1, 9),
};

/** The invitee's page: calls answered by `handlers`, anything else as renderApp answers it. */
function renderInvitation(path: string, handlers: Record<string, PublicHandler>) {
  return renderPublicPage(path, /\/api\/base\/(enterprise\/invitation\w+|user\/loginInfo|home\/summary)$/, handlers, { otherwise: () => undefined });
}

async function verifyPhone(code = '123456') {
  fireEvent.change(await screen.findByLabelText('Mobile phone number'), { target: { value: '13900001111' } });
  fireEvent.click(screen.getByTestId('send-code-invitation'));
  fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: code } });
  fireEvent.click(screen.getByTestId('invitation-verify'));
}

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the invitation page (/invitation)', () => {
  it('says a link without its code is not valid', async () => {
    renderInvitation('/invitation', {});
    expect(await screen.findByTestId('invitation-invalid')).toHaveTextContent('This link is not valid');
  });

  it('verifies the invited phone through the link’s own calls; a wrong code may mean another phone', async () => {
    const { received } = renderInvitation('/invitation?s=code-1', {
      'enterprise/invitationSendCode': () => ok({ cooldownSeconds: 60 }),
      'enterprise/invitationCheckPhone': (body) =>
        body.code === '123456' ? ok({ shareToken: 'tok-1', expiresAt: Date.now() + 7_200_000 }) : fail(ErrorCode.BadSmsCode, 'Wrong code'),
      'enterprise/invitationDetail': (_, auth) => (auth === 'Bearer tok-1' ? ok(INVITATION) : fail(ErrorCode.PhoneCheckRequired, 'verify')),
    });
    await verifyPhone('000000');
    expect(await screen.findByText('The code is wrong, or this is not the phone that was invited.')).toBeInTheDocument();
    expect(received['enterprise/invitationSendCode'][0].body).toEqual({ s: 'code-1', phone: '13900001111' });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('invitation-verify'));
    expect(await screen.findByTestId('invitation-enterprise')).toHaveTextContent('Demo Trading Co invites you to join');
    expect(screen.getByText('Demo Owner')).toBeInTheDocument();
    expect(screen.getByText('Operator')).toBeInTheDocument();
    expect(received['enterprise/invitationDetail'].at(-1)).toEqual({ body: { s: 'code-1' }, auth: 'Bearer tok-1' });
  });

  it('accepting signs the person in and lands in the console of that enterprise', async () => {
    const member = fakeUserInfo('operator', { sToken: 'session-1', enterprise: { id: 'e7', name: 'Demo Trading Co' } });
    const { received, router } = renderInvitation('/invitation?s=code-1', {
      'enterprise/invitationSendCode': () => ok({ cooldownSeconds: 60 }),
      'enterprise/invitationCheckPhone': () => ok({ shareToken: 'tok-1', expiresAt: Date.now() + 7_200_000 }),
      'enterprise/invitationDetail': () => ok(INVITATION),
      'enterprise/invitationAcceptByLink': (_, auth) => (auth === 'Bearer tok-1' ? ok({ token: 'login-1' }) : fail(ErrorCode.PhoneCheckRequired, 'verify')),
      'user/loginInfo': (_, auth) => (auth === 'Bearer login-1' || auth === 'Bearer session-1' ? ok(member) : fail(ErrorCode.SessionInvalid, 'no session')),
    });
    await verifyPhone();
    fireEvent.click(await screen.findByTestId('invitation-accept'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/homePage'));
    expect(received['enterprise/invitationAcceptByLink']).toHaveLength(1);
  });

  it('declining asks first, then says so', async () => {
    const { received } = renderInvitation('/invitation?s=code-1', {
      'enterprise/invitationSendCode': () => ok({ cooldownSeconds: 60 }),
      'enterprise/invitationCheckPhone': () => ok({ shareToken: 'tok-1', expiresAt: Date.now() + 7_200_000 }),
      'enterprise/invitationDetail': () => ok(INVITATION),
      'enterprise/invitationDeclineByLink': () => ok({}),
    });
    await verifyPhone();
    fireEvent.click(await screen.findByTestId('invitation-decline'));
    expect(received['enterprise/invitationDeclineByLink']).toBeUndefined();
    fireEvent.click(screen.getByTestId('invitation-decline-confirm'));
    expect(await screen.findByTestId('invitation-declined')).toHaveTextContent('You declined the invitation');
  });

  it('an answered link says so before asking for anything more', async () => {
    renderInvitation('/invitation?s=code-1', {
      'enterprise/invitationSendCode': () => fail(ErrorCode.ShareLinkRevoked, 'This link has been withdrawn'),
    });
    fireEvent.change(await screen.findByLabelText('Mobile phone number'), { target: { value: '13900001111' } });
    fireEvent.click(screen.getByTestId('send-code-invitation'));
    expect(await screen.findByTestId('invitation-used')).toHaveTextContent('This invitation has already been answered');
  });
});
