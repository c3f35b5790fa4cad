import { fireEvent, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { EnterpriseDetail } from '@/services/enterprise';
import { bodyOf, fail, fakeDetail, ok } from '@/test/enterprise';
import { renderApp, type Role } from '@/test/renderApp';
import { bindMessageApi } from '@/utils/feedback';
import * as ErrorCode from '@/services/errorCodes';

const CONTRACT = {
  version: '2026-11',
  title: 'Enterprise Service Contract',
  body: '1. Scope\nThe platform runs background checks.\n\n2. Consent\nCandidates consent first.',
};

interface Fake {
  detail: Partial<EnterpriseDetail>;
  contract: typeof CONTRACT;
}

/**
 * A member of Demo Trading Co against a fake of the contract calls; `accept` answers
 * acceptContract and may change the fake (an acceptance recorded, a new version in force).
 */
function renderContract(role: Role, { detail = {}, accept }: { detail?: Partial<EnterpriseDetail>; accept?: (version: string, fake: Fake) => Response } = {}) {
  const fake: Fake = { detail, contract: CONTRACT };
  return renderApp({
    path: '/serviceContract',
    signedIn: true,
    role,
    api: (url, init) => {
      if (url.endsWith('/enterprise/contract')) return ok(fake.contract);
      if (url.endsWith('/enterprise/detail')) return ok(fakeDetail(fake.detail));
      if (url.endsWith('/enterprise/acceptContract') && accept) return accept(String(bodyOf(init).version), fake);
      return undefined;
    },
  });
}

describe('service contract (/serviceContract)', () => {
  it('anonymous readers get the published agreement, and nothing of the enterprise is asked for', async () => {
    const { calls } = renderApp({ path: '/serviceContract' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Agreement' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/enterprise/'))).toBe(false);
  });

  it("an owner reads the server's contract and accepts it after ticking the box; then the acceptance shows instead of the button", async () => {
    const accepted: string[] = [];
    const { calls } = renderContract('owner', {
      accept: (version, fake) => {
        accepted.push(version);
        const acceptedAt = Date.UTC(2026, 10, 22, 9, 5);
        fake.detail = { ...fake.detail, contractVersionAccepted: version, contractAcceptedAt: acceptedAt };
        return ok({ version, acceptedAt });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Enterprise Service Contract' })).toBeInTheDocument();
    expect(screen.getByText('Version 2026-11')).toBeInTheDocument();
    expect(screen.getByText(/The platform runs background checks\./)).toBeInTheDocument();
    expect(screen.getByText(/Candidates consent first\./)).toBeInTheDocument();

    const acceptButton = screen.getByRole('button', { name: /Accept version 2026-11$/ });
    fireEvent.click(acceptButton);
    expect(await screen.findByText('please tick the box to confirm you have read and agree to the contract')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/enterprise/acceptContract'))).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to this contract' }));
    fireEvent.click(acceptButton);
    expect(await screen.findByTestId('contract-accepted')).toHaveTextContent(/Accepted version 2026-11 on 2026-11-22 17:05 \(UTC\+8\)/);
    expect(accepted).toEqual(['2026-11']);
    expect(screen.queryByRole('button', { name: /Accept version/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'See what happens next' })).toHaveAttribute('href', '/enterSuccess');
  });

  it('an already accepted contract shows when it was accepted', async () => {
    renderContract('admin', { detail: { contractVersionAccepted: '2026-11', contractAcceptedAt: Date.UTC(2026, 10, 20, 8, 0) } });
    expect(await screen.findByTestId('contract-accepted')).toHaveTextContent('Accepted version 2026-11 on 2026-11-20 16:00 (UTC+8)');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('a viewer reads it; an owner or administrator accepts it', async () => {
    renderContract('viewer');
    expect(await screen.findByTestId('contract-by-owner')).toHaveTextContent('An owner or administrator of Demo Trading Co accepts the contract.');
    expect(screen.queryByRole('button', { name: /Accept version/ })).toBeNull();
  });

  it('a version replaced while reading (ContractOutdated) is said, and the new one is shown to be read again', async () => {
    renderContract('owner', {
      accept: (_version, fake) => {
        fake.contract = { ...CONTRACT, version: '2027-01', title: 'Enterprise Service Contract 2027' };
        fake.detail = { ...fake.detail, contractVersion: '2027-01' };
        return fail(ErrorCode.ContractOutdated, 'The service contract has changed; please read the current version');
      },
    });
    bindMessageApi(message);
    const error = vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I have read and agree to this contract' }));
    fireEvent.click(screen.getByRole('button', { name: /Accept version 2026-11$/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enterprise Service Contract 2027' })).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect((error.mock.calls[0][0] as { content: string }).content).toBe('The service contract has changed; please read the current version');
    expect(screen.getByRole('checkbox', { name: 'I have read and agree to this contract' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: /Accept version 2027-01$/ })).toBeInTheDocument();
  });
});
