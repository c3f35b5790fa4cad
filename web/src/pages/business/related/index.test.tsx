import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, dialogWith } from '@/test/dialogs';
import { bodyOf, ok } from '@/test/enterprise';
import { fakeUserInfo, renderApp } from '@/test/renderApp';

const ENTERPRISES = [
  { enterpriseId: 'e1', name: 'Demo Trading Co', role: 'owner', current: true },
  { enterpriseId: 'e2', name: 'Demo Logistics Co', role: 'admin', current: false },
];

function renderRelated(list = ENTERPRISES) {
  const switches: Record<string, unknown>[] = [];
  const view = renderApp({
    path: '/businessManage/related',
    signedIn: true,
    role: 'owner',
    api: (url, init) => {
      const auth = new Headers(init.headers).get('Authorization');
      if (url.endsWith('/user/relatedMainList')) return ok({ list });
      if (url.endsWith('/user/changeLogin')) {
        switches.push(bodyOf(init));
        return ok({ sToken: 'tok-e2' });
      }
      if (url.endsWith('/user/loginInfo') && auth === 'Bearer tok-e2') {
        return ok(fakeUserInfo('admin', { sToken: 'tok-e2', enterprise: { id: 'e2', name: 'Demo Logistics Co' } }));
      }
      return undefined;
    },
  });
  return { ...view, switches };
}

describe('my enterprises (/businessManage/related)', () => {
  it('lists the enterprises with the role in each, and switches to another after confirmation', async () => {
    const { switches } = renderRelated();
    const other = await screen.findByTestId('related-e2');
    expect(other).toHaveTextContent('Demo Logistics Co');
    expect(other).toHaveTextContent('Administrator');
    expect(screen.getByTestId('related-e1')).toHaveTextContent('Current');
    expect(within(screen.getByTestId('related-e1')).queryByRole('button')).toBeNull();

    fireEvent.click(within(other).getByRole('button', { name: /Switch$/ }));
    const dialog = await dialogWith('Switch to Demo Logistics Co?');
    expect(switches).toEqual([]);
    fireEvent.click(button(dialog, /Switch$/));
    await waitFor(() => expect(switches).toEqual([{ enterpriseId: 'e2' }]));
    await waitFor(() => expect(screen.getByTestId('current-enterprise')).toHaveTextContent('Demo Logistics Co'));
  });

  it('says when the user belongs to no other enterprise', async () => {
    renderRelated([ENTERPRISES[0]]);
    expect(await screen.findByText('You belong to no other enterprise.')).toBeInTheDocument();
  });
});
