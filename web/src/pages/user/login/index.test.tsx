import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { md5Hex } from '../../../utils/md5';
import { getItem, STORAGE_KEYS } from '../../../utils/storage';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/utils';
import LoginPage from '.';

const USER = {
  sToken: 'session-token-1',
  userId: 'u1',
  username: 'ada',
  phone: '138****0000',
  name: 'Ada Lovelace',
  role: 'admin',
  loginType: 'password',
  visitor: false,
  enterprise: { id: 'e1', name: 'Demo Trading Co' },
  sideBarMenus: [{ key: 'homePage', path: '/homePage', name: 'Home' }],
};

function renderLogin(path = '/login') {
  return renderWithProviders(<LoginPage />, {
    path,
    route: '/login',
    extraRoutes: (
      <>
        <Route path="/homePage" element={<p>dashboard page</p>} />
        <Route path="/ei" element={<p>onboarding page</p>} />
        <Route path="/backRecord" element={<p>records page</p>} />
      </>
    ),
  });
}

function type(label: string | RegExp, value: string, scope: HTMLElement = document.body) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

/** Inactive tabs are destroyed, so the page holds only the active tab's form. */
function activePane() {
  return document.body;
}

describe('login screen: validation (spec §5)', () => {
  it('SMS tab: empty phone, bad phone, missing code', async () => {
    mockFetch(() => jsonResponse({ code: 0, msg: '', data: {} }));
    renderLogin();
    fireEvent.click(within(activePane()).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('please enter a mobile phone number')).toBeInTheDocument();
    expect(await screen.findByText('please enter the verification code')).toBeInTheDocument();

    type('Mobile phone number', '2380000000', activePane());
    expect(await screen.findByText('please enter a valid mobile phone number')).toBeInTheDocument();
  });

  it('"Send code" validates the phone before sending', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ code: 0, msg: '', data: { cooldownSeconds: 60 } }));
    renderLogin();
    fireEvent.click(screen.getByTestId('send-code-login'));
    expect(await screen.findByText('please enter a mobile phone number')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('"Send code" posts {phone, scene} and counts down from the cooldown', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ code: 0, msg: '', data: { cooldownSeconds: 60 } }));
    renderLogin();
    type('Mobile phone number', '13800000000', activePane());
    fireEvent.click(screen.getByTestId('send-code-login'));
    await waitFor(() => expect(screen.getByTestId('send-code-login')).toHaveTextContent('Resend in 60s'));
    expect(screen.getByTestId('send-code-login')).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/base/sms/sendVerifyCode');
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '13800000000', scene: 'login' });
    await waitFor(() => expect(screen.getByTestId('send-code-login')).toHaveTextContent('Resend in 59s'), { timeout: 2500 });
  });

  it('password tab requires a password', async () => {
    mockFetch(() => jsonResponse({ code: 0, msg: '', data: {} }));
    renderLogin('/login?tab=password');
    type('Mobile phone number', '13800000000', activePane());
    fireEvent.click(within(activePane()).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('please enter a password')).toBeInTheDocument();
  });
});

describe('login screen: signing in', () => {
  it('password login sends the MD5 digest and ts=ENT_WEB, loads loginInfo with the token, stores sToken, follows a safe redirect', async () => {
    const fetchMock = mockFetch((url) =>
      url.endsWith('/user/login')
        ? jsonResponse({ code: 0, msg: '', data: { token: 'login-token' } })
        : jsonResponse({ code: 0, msg: '', data: USER }),
    );
    renderLogin('/login?tab=password&redirect=%2FbackRecord');
    type('Mobile phone number', '13800000000', activePane());
    fireEvent.change(document.getElementById('passwordLogin_password')!, { target: { value: 'Verity#2026' } });
    fireEvent.click(within(activePane()).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('records page')).toBeInTheDocument();
    const loginBody = JSON.parse(String(fetchMock.mock.calls[0][1]?.body));
    expect(loginBody).toEqual({ loginType: 'password', phone: '13800000000', password: md5Hex('Verity#2026'), ts: 'ENT_WEB' });
    expect(JSON.stringify(fetchMock.mock.calls[0][1]?.body)).not.toContain('Verity#2026');
    const [infoUrl, infoInit] = fetchMock.mock.calls[1];
    expect(infoUrl).toBe('/api/base/user/loginInfo');
    expect(new Headers(infoInit?.headers).get('Authorization')).toBe('Bearer login-token');
    expect(getItem(STORAGE_KEYS.magicToken)).toBe('session-token-1');
    expect(getItem(STORAGE_KEYS.userInfo)).toMatchObject({ name: 'Ada Lovelace' });
  });

  it('an unsafe redirect falls back to /homePage', async () => {
    mockFetch((url) =>
      url.endsWith('/user/login')
        ? jsonResponse({ code: 0, msg: '', data: { token: 'login-token' } })
        : jsonResponse({ code: 0, msg: '', data: USER }),
    );
    renderLogin('/login?redirect=%2F%2Fevil.example.com');
    type('Mobile phone number', '13800000000', activePane());
    type('Verification code', '123456', activePane());
    fireEvent.click(within(activePane()).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('a user without an enterprise lands on onboarding', async () => {
    mockFetch((url) =>
      url.endsWith('/user/login')
        ? jsonResponse({ code: 0, msg: '', data: { token: 'login-token' } })
        : jsonResponse({ code: 0, msg: '', data: { ...USER, enterprise: null } }),
    );
    renderLogin();
    type('Mobile phone number', '13800000000', activePane());
    type('Verification code', '123456', activePane());
    fireEvent.click(within(activePane()).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('onboarding page')).toBeInTheDocument();
  });

  it('a failed login stays on the screen with the server message', async () => {
    mockFetch(() => jsonResponse({ code: 1002, msg: 'wrong phone or password', data: null }));
    renderLogin('/login?tab=password');
    type('Mobile phone number', '13800000000', activePane());
    fireEvent.change(document.getElementById('passwordLogin_password')!, { target: { value: 'nope' } });
    fireEvent.click(within(activePane()).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('wrong phone or password')).toBeInTheDocument();
    expect(screen.queryByText('dashboard page')).toBeNull();
    expect(getItem(STORAGE_KEYS.magicToken)).toBeNull();
  });
});
