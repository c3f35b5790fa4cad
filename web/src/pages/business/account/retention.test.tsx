import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, dialogWith } from '@/test/dialogs';
import { bodyOf, fail, fakeDetail, ok } from '@/test/enterprise';
import { renderApp, type Role } from '@/test/renderApp';
import type { Retention } from './service';

const RETENTION: Retention = { days: 90, defaultDays: 90, minDays: 30, maxDays: 180 };

function renderRetention(role: Role, answer: (body: Record<string, unknown>) => Response = () => ok(RETENTION)) {
  const calls: Record<string, unknown>[] = [];
  renderApp({
    path: '/businessManage/account',
    signedIn: true,
    role,
    // The page is the businessManage screen; a role without it is given it here to show what it reads.
    info: { sideBarMenus: [{ key: 'businessManage', path: '/businessManage', name: 'Enterprise' }] },
    api: (url, init) => {
      if (url.endsWith('/enterprise/detail')) return ok(fakeDetail({ certStatus: 'certified' }));
      if (url.endsWith('/enterprise/retention')) {
        const body = bodyOf(init);
        calls.push(body);
        return answer(body);
      }
      return undefined;
    },
  });
  return { calls };
}

describe('the data retention card (/businessManage/account)', () => {
  it('shows the period and its bounds; a member who does not run the account only reads it', async () => {
    const { calls } = renderRetention('operator', () => ok({ ...RETENTION, days: 120, updatedAt: Date.UTC(2026, 10, 20, 2) }));
    expect(await screen.findByTestId('retention-current')).toHaveTextContent('Candidates\' personal data is deleted 120 days after their check ends.');
    const card = screen.getByTestId('retention');
    expect(card).toHaveTextContent('Between 30 and 180 days; 90 days unless you change it.');
    expect(card).toHaveTextContent('Last changed 2026-11-20 10:00 (UTC+8)');
    expect(screen.getByTestId('retention-read-only')).toHaveTextContent('Only the owner or an administrator can change it.');
    expect(screen.queryByTestId('retention-edit')).toBeNull();
    expect(calls).toEqual([{}]);
  });

  it('an administrator changes it within 30–180 days, after confirming', async () => {
    let days = 90;
    const { calls } = renderRetention('admin', (body) => {
      if (typeof body.days === 'number') days = body.days;
      return ok({ ...RETENTION, days });
    });
    fireEvent.click(await screen.findByTestId('retention-edit'));
    const field = screen.getByLabelText('Days to keep candidate data after a check ends');
    expect(field).toHaveValue(90);
    for (const wrong of ['29', '181', '', '45.5']) {
      fireEvent.change(field, { target: { value: wrong } });
      fireEvent.click(screen.getByTestId('retention-save'));
      expect(await screen.findByTestId('retention-error')).toHaveTextContent('Enter a whole number of days between 30 and 180');
    }
    expect(calls).toEqual([{}]);
    fireEvent.change(field, { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('retention-save'));
    const dialog = await dialogWith('Keep candidate data for 30 days?');
    expect(dialog).toHaveTextContent('checks already ordered keep the period they were ordered with');
    expect(calls).toEqual([{}]);
    fireEvent.click(button(dialog, 'Save'));
    await waitFor(() => expect(calls).toEqual([{}, { days: 30 }]));
    expect(await screen.findByTestId('retention-current')).toHaveTextContent('deleted 30 days after');
  });

  it('the server\'s refusal (5101) shows under the field', async () => {
    renderRetention('owner', (body) => (body.days ? fail(5101, 'Keep candidate data between 30 and 180 days') : ok(RETENTION)));
    fireEvent.click(await screen.findByTestId('retention-edit'));
    fireEvent.change(screen.getByLabelText('Days to keep candidate data after a check ends'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('retention-save'));
    fireEvent.click(button(await dialogWith('Keep candidate data for 100 days?'), 'Save'));
    expect(await screen.findByTestId('retention-error')).toHaveTextContent('Keep candidate data between 30 and 180 days');
    expect(within(screen.getByTestId('retention')).getByTestId('retention-form')).toBeInTheDocument();
  });
});
