import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, ok } from '@/test/enterprise';
import { renderApp } from '@/test/renderApp';
import type { PendingInvitation } from '@/services/invitations';

const LIST: PendingInvitation[] = [
  { enterpriseId: 'e7', enterpriseName: 'Demo Logistics Co', inviter: 'Demo Owner', role: 'viewer', invitedAt: Date.UTC(2026, 10, 24), expiresAt: Date.UTC(2026, 11, 1) },
  { enterpriseId: 'e8', enterpriseName: 'Acme Screening Ltd', inviter: '138****0000', role: 'admin', invitedAt: Date.UTC(2026, 10, 23), expiresAt: Date.UTC(2026, 10, 30) },
];

function renderWithInvitations(role: 'owner' | null = 'owner') {
  const answered: { path: string; body: Record<string, unknown> }[] = [];
  let list = LIST;
  const view = renderApp({
    path: role ? '/homePage' : '/ei',
    signedIn: true,
    role,
    api: (url, init) => {
      if (url.endsWith('/enterprise/invitationList')) return ok({ list });
      const match = /\/enterprise\/(invitationAccept|invitationDecline)$/.exec(url);
      if (match) {
        const body = bodyOf(init);
        answered.push({ path: match[1], body });
        list = list.filter((i) => i.enterpriseId !== body.enterpriseId);
        return ok(match[1] === 'invitationAccept' ? { enterpriseId: body.enterpriseId } : {});
      }
      return undefined;
    },
  });
  return { ...view, answered };
}

describe('pending invitations in the console', () => {
  it('a banner counts them; its list accepts one and declines another after confirming', async () => {
    const { answered } = renderWithInvitations();
    const banner = await screen.findByTestId('invitations-banner');
    expect(banner).toHaveTextContent('You have 2 pending invitation(s) to join an enterprise.');
    fireEvent.click(within(banner).getByTestId('invitations-open'));
    const row = await screen.findByTestId('invitation-e7');
    expect(row).toHaveTextContent('Demo Logistics Co');
    expect(row).toHaveTextContent('Role: Viewer');
    expect(row).toHaveTextContent('Invited by Demo Owner');
    fireEvent.click(screen.getByTestId('invitation-accept-e7'));
    await waitFor(() => expect(answered).toEqual([{ path: 'invitationAccept', body: { enterpriseId: 'e7' } }]));
    await waitFor(() => expect(screen.queryByTestId('invitation-e7')).not.toBeInTheDocument());
    fireEvent.click(screen.getByTestId('invitation-decline-e8'));
    expect(answered).toHaveLength(1);
    fireEvent.click(await screen.findByTestId('invitation-decline-confirm'));
    await waitFor(() => expect(answered.at(-1)).toEqual({ path: 'invitationDecline', body: { enterpriseId: 'e8' } }));
    await waitFor(() => expect(screen.queryByTestId('invitations-banner')).not.toBeInTheDocument());
  });

  it('a user without an enterprise sees them on onboarding', async () => {
    renderWithInvitations(null);
    const section = await screen.findByTestId('onboarding-invitations');
    expect(within(section).getByText('Acme Screening Ltd')).toBeInTheDocument();
  });
});
