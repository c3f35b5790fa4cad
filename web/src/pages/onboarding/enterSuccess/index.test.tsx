import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EnterpriseDetail } from '@/services/enterprise';
import { fakeDetail, ok } from '@/test/enterprise';
import { renderApp } from '@/test/renderApp';

function renderNext(detail: Partial<EnterpriseDetail>, role: 'owner' | 'viewer' = 'owner') {
  return renderApp({
    path: '/enterSuccess',
    signedIn: true,
    role,
    api: (url) => {
      if (url.endsWith('/enterprise/detail')) return ok(fakeDetail(detail));
      if (url.endsWith('/enterprise/contract')) return ok({ version: '2026-11', title: 'Enterprise service contract', body: 'One.\n\nTwo.' });
      return undefined;
    },
  });
}

describe('what happens next (/enterSuccess)', () => {
  it('after entry: the contract to accept, the review under way, ordering not open yet', async () => {
    const { router, calls } = renderNext({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Your enterprise information is submitted' })).toBeInTheDocument();
    expect(screen.getByText('Demo Trading Co is set up with you as its owner. Two steps remain before you can order.')).toBeInTheDocument();
    // loginInfo is reloaded on arrival (the new owner's menus).
    expect(calls.filter((c) => c.url.endsWith('/user/loginInfo')).length).toBeGreaterThan(0);

    const review = screen.getByTestId('step-review');
    expect(within(review).getByTestId('cert-status')).toHaveTextContent('Under review');
    expect(review).toHaveTextContent('The platform checks the information and the business licence.');
    expect(screen.getByTestId('step-order')).toHaveTextContent('Ordering opens once the contract is accepted and the enterprise is certified.');

    fireEvent.click(within(screen.getByTestId('step-contract')).getByRole('link', { name: 'Read the service contract' }));
    expect(await screen.findByTestId('service-contract')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/serviceContract');
  });

  it('certified with the contract accepted: every step done and ordering open, with the way to the console', async () => {
    renderNext({
      certStatus: 'certified',
      reviewedAt: Date.UTC(2026, 10, 21),
      contractVersionAccepted: '2026-11',
      contractAcceptedAt: Date.UTC(2026, 10, 20),
      canOrder: true,
    });
    expect(await screen.findByTestId('cert-status')).toHaveTextContent('Certified');
    expect(screen.getByTestId('contract-status')).toHaveTextContent('Accepted version 2026-11 on 2026-11-20');
    expect(screen.getByTestId('step-order')).toHaveTextContent('Ordering is open.');
    expect(screen.getAllByText('(done)')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Go to the console' })).toHaveAttribute('href', '/homePage');
  });

  it('rejected: the reason, and for an owner the way to correct the information', async () => {
    renderNext({ certStatus: 'rejected', rejectReason: 'The licence photo is unreadable' });
    expect(await screen.findByTestId('cert-status')).toHaveTextContent('Rejected');
    expect(screen.getByTestId('step-review')).toHaveTextContent('Reason: The licence photo is unreadable');
    expect(screen.getByRole('link', { name: 'Correct the enterprise information' })).toHaveAttribute('href', '/businessManage/account');
  });

  it('a visitor without an enterprise is led to the entry, and the enterprise is not asked for', async () => {
    const { calls } = renderApp({ path: '/enterSuccess', signedIn: true, role: null });
    expect(await screen.findByText('You have not entered an enterprise yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter your enterprise' })).toHaveAttribute('href', '/ei');
    expect(calls.some((c) => c.url.endsWith('/enterprise/detail'))).toBe(false);
  });
});
