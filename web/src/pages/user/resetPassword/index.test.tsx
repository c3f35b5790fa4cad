import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { md5Hex } from '@/utils/md5';
import { callsTo, jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import ResetPasswordPage from '.';

const set = (id: string, value: string) =>
  fireEvent.change(document.getElementById(`resetPassword_${id}`)!, { target: { value } });

describe('reset password screen', () => {
  it('validates, sends {phone, code, password: md5} and returns to sign-in', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ code: 0, msg: '', data: {} }));
    renderWithProviders(<ResetPasswordPage />, {
      path: '/resetPassword',
      route: '/resetPassword',
      extraRoutes: <Route path="/login" element={<p>login page</p>} />,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('please enter a mobile phone number')).toBeInTheDocument();
    expect(document.getElementById('resetPassword_password')).toHaveAccessibleDescription(/with at least one letter and one digit/);

    set('phone', '13800000000');
    set('code', '654321');
    set('password', 'NewPassw0rd');
    set('confirm', 'NewPassw0rd');
    fireEvent.click(screen.getByRole('button', { name: /Reset password$/ }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    const [[url, init]] = callsTo(fetchMock, '/user/resetPassword');
    expect(url).toBe('/api/base/user/resetPassword');
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '13800000000', code: '654321', password: md5Hex('NewPassw0rd') });
  });
});
