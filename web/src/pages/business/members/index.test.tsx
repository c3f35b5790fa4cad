import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button } from '@/test/dialogs';
import { fail, ok } from '@/test/enterprise';
import type { Role } from '@/test/renderApp';
import { renderPage, type Handlers } from '@/test/renderPage';
import type { MemberRow } from './service';
import * as ErrorCode from '@/services/errorCodes';

const ROWS: MemberRow[] = [
  { userId: 'u1', name: 'Ada', phoneMasked: '138****0000', role: 'owner', status: 'active', joinedAt: Date.UTC(2026, 10, 1), invitedAt: null },
  { userId: 'u2', name: 'Bob', phoneMasked: '138****0002', role: 'admin', status: 'active', joinedAt: Date.UTC(2026, 10, 2), invitedAt: null },
  { userId: 'u3', name: 'Cleo', phoneMasked: '138****0003', role: 'operator', status: 'active', joinedAt: Date.UTC(2026, 10, 3), invitedAt: null },
  { userId: 'u4', name: 'Dan', phoneMasked: '138****0004', role: 'viewer', status: 'disabled', joinedAt: Date.UTC(2026, 10, 4), invitedAt: null },
  { userId: 'u5', name: 'Eve', phoneMasked: '138****0006', role: 'owner', status: 'active', joinedAt: Date.UTC(2026, 10, 5), invitedAt: null },
  { userId: null, name: null, phoneMasked: '139****0005', role: 'viewer', status: 'invited', joinedAt: null, invitedAt: Date.UTC(2026, 10, 6) },
];

function renderMembers(role: Role = 'owner', handlers: Handlers = {}, rows: MemberRow[] = ROWS) {
  return renderPage({
    path: '/businessManage/members',
    role,
    actions: /\/enterprise\/(member\/\w+)$/,
    handlers,
    defaults: { 'member/list': () => ok({ list: rows, total: rows.length }) },
    otherwise: () => ok({}),
  });
}

/** The last dialog opened (antd's open animation keeps it out of the accessibility tree in jsdom). */
const confirmDialog = async () => {
  const dialogs = await screen.findAllByRole('dialog', { hidden: true });
  return dialogs[dialogs.length - 1];
};

const table = () => within(screen.getByTestId('members-list'));

describe('members (/businessManage/members)', () => {
  it('lists members and invitations, with role explanations; your own row and invitations have no actions', async () => {
    const { received } = renderMembers();
    expect(await screen.findByText('Cleo')).toBeInTheDocument();
    expect(received['member/list'][0]).toEqual({ page: 1, pageSize: 10 });
    const own = table().getByText('Ada').closest('li')!;
    expect(own).toHaveTextContent('(you)');
    expect(within(own).queryByRole('button')).toBeNull();
    const invited = screen.getByText('139****0005').closest('li')!;
    expect(within(invited).getByTestId('status-139****0005')).toHaveTextContent('Invited');
    expect(invited).toHaveTextContent('Invited 2026-11-06');
    expect(within(invited).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('status-u4')).toHaveTextContent('Disabled');
    const roles = within(screen.getByTestId('roles'));
    expect(roles.getByText('What each role can do')).toBeInTheDocument();
    expect(roles.getByText(/orders checks \(one by one or in batches\)/)).toBeInTheDocument();
  });

  it('invites a phone with a role: the phone rule, "already a member" under the field, then the invitation', async () => {
    let attempts = 0;
    const { received } = renderMembers('owner', {
      'member/invite': () => ((attempts += 1) === 1 ? fail(ErrorCode.AlreadyMember, 'This phone number is already a member or invited') : ok({ status: 'invited' })),
    });
    fireEvent.click(await screen.findByTestId('invite-member'));
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Invite a member');
    const phone = within(dialog).getByLabelText('Mobile phone number', { selector: 'input' });
    fireEvent.click(button(dialog, /Send invitation$/));
    expect(await within(dialog).findByText('please enter a mobile phone number')).toBeInTheDocument();
    fireEvent.change(phone, { target: { value: '139 0000 0007' } });
    fireEvent.click(button(dialog, /Send invitation$/));
    expect(await within(dialog).findByText('This phone number is already a member or invited')).toBeInTheDocument();
    expect(received['member/invite'][0]).toEqual({ phone: '13900000007', role: 'operator' });
    // An owner may invite an owner.
    fireEvent.click(within(dialog).getByRole('radio', { hidden: true, name: /^Owner/ }));
    fireEvent.change(phone, { target: { value: '13900000008' } });
    fireEvent.click(button(dialog, /Send invitation$/));
    await waitFor(() => expect(received['member/invite']).toHaveLength(2));
    expect(received['member/invite'][1]).toEqual({ phone: '13900000008', role: 'owner' });
    await waitFor(() => expect(received['member/list'].length).toBeGreaterThan(1));
  });

  it('changes a role after confirmation', async () => {
    const { received } = renderMembers();
    await screen.findByText('Cleo');
    fireEvent.change(screen.getByRole('combobox', { name: 'Role of Cleo' }), { target: { value: 'admin' } });
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Cleo becomes Administrator and sees only what that role allows.');
    fireEvent.click(button(dialog, /Change role$/));
    await waitFor(() => expect(received['member/changeRole']).toEqual([{ userId: 'u3', role: 'admin' }]));
  });

  it('disables and enables only after confirmation', async () => {
    const { received } = renderMembers();
    await screen.findByText('Bob');
    fireEvent.click(screen.getByTestId('disable-u2'));
    let dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Disable Bob?');
    fireEvent.click(button(dialog, /Cancel$/));
    expect(received['member/disable']).toBeUndefined();

    fireEvent.click(screen.getByTestId('disable-u2'));
    dialog = await confirmDialog();
    fireEvent.click(button(dialog, /Disable$/));
    await waitFor(() => expect(received['member/disable']).toEqual([{ userId: 'u2' }]));

    fireEvent.click(screen.getByTestId('enable-u4'));
    dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Enable Dan?');
    fireEvent.click(button(dialog, /Enable$/));
    await waitFor(() => expect(received['member/enable']).toEqual([{ userId: 'u4' }]));
  });

  it('an administrator neither grants the owner role nor changes or disables an owner', async () => {
    renderMembers('admin');
    await screen.findByText('Eve');
    const owner = table().getByText('Eve').closest('li')!;
    expect(within(owner).queryByRole('combobox')).toBeNull();
    expect(within(owner).queryByRole('button')).toBeNull();
    const options = within(screen.getByRole('combobox', { name: 'Role of Cleo' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Administrator', 'Operator', 'Viewer']);
    fireEvent.click(screen.getByTestId('invite-member'));
    const dialog = await confirmDialog();
    expect(within(dialog).queryByRole('radio', { hidden: true, name: /^Owner/ })).toBeNull();
  });

  it('a pending invitation is resent when its cooldown is over and revoked after asking', async () => {
    const pending: MemberRow = { ...ROWS[5], invitationId: 'inv-1', resendAt: Date.UTC(2026, 0, 1) };
    const waiting: MemberRow = { ...ROWS[5], phoneMasked: '139****0007', invitationId: 'inv-2', resendAt: Date.UTC(2999, 0, 1) };
    const { received } = renderMembers('owner', { 'member/resendInvite': () => ok({ resendAt: null }) }, [ROWS[0], pending, waiting]);
    fireEvent.click(await screen.findByTestId('resend-139****0005'));
    await waitFor(() => expect(received['member/resendInvite']).toEqual([{ invitationId: 'inv-1' }]));
    expect(await screen.findByText('Invitation texted again')).toBeInTheDocument();
    expect(screen.getByTestId('resend-139****0007')).toBeDisabled();
    fireEvent.click(screen.getByTestId('revoke-139****0007'));
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Revoke the invitation to 139****0007?');
    expect(received['member/revokeInvite']).toBeUndefined();
    fireEvent.click(button(dialog, 'Revoke'));
    await waitFor(() => expect(received['member/revokeInvite']).toEqual([{ invitationId: 'inv-2' }]));
  });
});
