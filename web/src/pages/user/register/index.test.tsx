import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { md5Hex } from '../../../utils/md5';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/utils';
import RegisterPage from '.';

const field = (id: string) => document.getElementById(`register_${id}`)!;
const set = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });

function renderRegister() {
  return renderWithProviders(<RegisterPage />, {
    path: '/register',
    route: '/register',
    extraRoutes: (
      <>
        <Route path="/homePage" element={<p>dashboard page</p>} />
        <Route path="/ei" element={<p>onboarding page</p>} />
      </>
    ),
  });
}

describe('register screen', () => {
  it('validates every field with the spec messages', async () => {
    mockFetch(() => jsonResponse({ code: 0, msg: '', data: {} }));
    renderRegister();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('please enter a mobile phone number')).toBeInTheDocument();
    expect(await screen.findByText('please enter the verification code')).toBeInTheDocument();
    expect(await screen.findByText('please enter your name')).toBeInTheDocument();
    expect(await screen.findByText('please enter a password')).toBeInTheDocument();
    expect(await screen.findByText('please enter the password again')).toBeInTheDocument();
    expect(await screen.findByText('please read and accept the service contract')).toBeInTheDocument();

    set('phone', '1380000');
    set('code', '12ab');
    set('password', 'short');
    set('confirm', 'different');
    expect(await screen.findByText('please enter a valid mobile phone number')).toBeInTheDocument();
    expect(await screen.findByText('the verification code is 6 digits')).toBeInTheDocument();
    expect(await screen.findByText('use 8 to 32 characters with at least one letter and one digit')).toBeInTheDocument();
    expect(await screen.findByText('the two passwords do not match')).toBeInTheDocument();
  });

  it('registers with the MD5 of the password, then signs in with the returned token', async () => {
    const fetchMock = mockFetch((url) =>
      url.endsWith('/user/register')
        ? jsonResponse({ code: 0, msg: '', data: { token: 'new-token' } })
        : jsonResponse({
            code: 0,
            msg: '',
            data: { sToken: 's1', userId: 'u9', username: 'u9', phone: '139****0001', name: 'Grace', role: 'member', loginType: 'sms', visitor: false, enterprise: null, sideBarMenus: [] },
          }),
    );
    renderRegister();
    set('phone', '13900000001');
    set('code', '123456');
    set('name', '  Grace  ');
    set('password', 'Passw0rd!2026');
    set('confirm', 'Passw0rd!2026');
    fireEvent.click(field('agree'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('onboarding page')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/base/user/register');
    expect(JSON.parse(String(init?.body))).toEqual({
      phone: '13900000001',
      code: '123456',
      password: md5Hex('Passw0rd!2026'),
      name: 'Grace',
    });
    expect(new Headers(fetchMock.mock.calls[1][1]?.headers).get('Authorization')).toBe('Bearer new-token');
  });
});
