import { fireEvent, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { bindMessageApi } from '@/utils/feedback';
import { md5Hex } from '@/utils/md5';
import { getItem, STORAGE_KEYS } from '@/utils/storage';
import { callsTo, jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import LoginPage from '.';
import * as ErrorCode from '@/services/errorCodes';

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
  sideBarMenus: [
    { key: 'homePage', path: '/homePage', name: 'Home' },
    { key: 'backRecord', path: '/backRecord', name: 'Records' },
  ],
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
        <Route path="/financialManage" element={<p>finance page</p>} />
        <Route path="/register" element={<p>register page</p>} />
      </>
    ),
  });
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Sign in$/ }));

/** Toasts from here on (the static API, bound in the bridge's place and spied). */
function spyErrorToasts() {
  bindMessageApi(message);
  return vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
}

/** A backend that signs in with `info` (or answers the login call with `login`). */
function backend(info: object = USER, login: object = { code: 0, msg: '', data: { token: 'login-token' } }) {
  return mockFetch((url) => {
    if (url.endsWith('/user/login')) return jsonResponse(login);
    if (url.endsWith('/user/loginInfo')) return jsonResponse({ code: 0, msg: '', data: info });
    if (url.endsWith('/sms/sendVerifyCode')) return jsonResponse({ code: 0, msg: '', data: { cooldownSeconds: 60 } });
    return jsonResponse({ code: 0, msg: '', data: {} });
  });
}

describe('login screen: validation (spec §5)', () => {
  it('SMS tab: empty phone, missing code, unaccepted agreement; focus goes to the first invalid field', async () => {
    backend();
    renderLogin();
    submit();
    expect(await screen.findByText('please enter a mobile phone number')).toBeInTheDocument();
    expect(screen.getByText('please enter the verification code')).toBeInTheDocument();
    expect(screen.getByText('please read and accept the service agreement and the privacy policy')).toBeInTheDocument();
    expect(document.activeElement).toBe(input('smsLogin_phone'));
    expect(input('smsLogin_phone')).toHaveAttribute('aria-invalid', 'true');
    expect(input('smsLogin_phone')).toHaveAccessibleDescription('please enter a mobile phone number');

    type('smsLogin_phone', '2380000000');
    expect(await screen.findByText('please enter a valid mobile phone number')).toBeInTheDocument();
  });

  it('a pasted "138 0000 0000" keeps all 11 digits', () => {
    backend();
    renderLogin();
    type('smsLogin_phone', '138 0000 0000');
    expect(input('smsLogin_phone').value).toBe('13800000000');
    type('smsLogin_phone', '+86 139-1234-5678');
    expect(input('smsLogin_phone').value).toBe('13912345678');
    expect(input('smsLogin_phone')).not.toHaveAttribute('maxlength');
  });

  it('the phone survives switching between the SMS and password tabs', async () => {
    backend();
    renderLogin();
    type('smsLogin_phone', '13800000000');
    fireEvent.click(screen.getByRole('tab', { name: 'Password' }));
    expect(await screen.findByRole('tab', { name: 'Password', selected: true })).toBeInTheDocument();
    expect(input('passwordLogin_phone').value).toBe('13800000000');
    type('passwordLogin_phone', '13900000001');
    fireEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    expect(input('smsLogin_phone').value).toBe('13900000001');
  });

  it('the agreement line links to both documents', () => {
    backend();
    renderLogin();
    expect(screen.getByRole('link', { name: 'Service Agreement' })).toHaveAttribute('href', '/serviceContract');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacyPolicy');
  });

  it('"Send code" validates the phone before sending', async () => {
    const fetchMock = backend();
    renderLogin();
    fireEvent.click(screen.getByTestId('send-code-login'));
    expect(await screen.findByText('please enter a mobile phone number')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/sms/sendVerifyCode')).toHaveLength(0);
  });

  it('"Send code" posts {phone, scene} and counts down from the cooldown', async () => {
    const fetchMock = backend();
    renderLogin();
    type('smsLogin_phone', '13800000000');
    fireEvent.click(screen.getByTestId('send-code-login'));
    await waitFor(() => expect(screen.getByTestId('send-code-login')).toHaveTextContent('Resend in 60s'));
    expect(screen.getByTestId('send-code-login')).toBeDisabled();
    const [[url, init]] = callsTo(fetchMock, '/sms/sendVerifyCode');
    expect(url).toBe('/api/base/sms/sendVerifyCode');
    expect(JSON.parse(String(init.body))).toEqual({ phone: '13800000000', scene: 'login' });
    await waitFor(() => expect(screen.getByTestId('send-code-login')).toHaveTextContent('Resend in 59s'), { timeout: 2500 });
  });

  it('password tab requires a password', async () => {
    backend();
    renderLogin('/login?tab=password');
    type('passwordLogin_phone', '13800000000');
    submit();
    expect(await screen.findByText('please enter a password')).toBeInTheDocument();
    expect(document.activeElement).toBe(input('passwordLogin_password'));
  });
});

describe('login screen: signing in', () => {
  it('password login sends the MD5 digest and ts=ENT_WEB, loads loginInfo with the token, stores sToken, follows a safe redirect', async () => {
    const fetchMock = backend();
    renderLogin('/login?tab=password&redirect=%2FbackRecord');
    type('passwordLogin_phone', '13800000000');
    type('passwordLogin_password', 'Verity#2026');
    submit();

    expect(await screen.findByText('records page')).toBeInTheDocument();
    const [[, loginInit]] = callsTo(fetchMock, '/user/login');
    expect(JSON.parse(String(loginInit.body))).toEqual({ loginType: 'password', phone: '13800000000', password: md5Hex('Verity#2026'), ts: 'ENT_WEB' });
    expect(String(loginInit.body)).not.toContain('Verity#2026');
    const [[, infoInit]] = callsTo(fetchMock, '/user/loginInfo');
    expect(new Headers(infoInit.headers).get('Authorization')).toBe('Bearer login-token');
    expect(getItem(STORAGE_KEYS.magicToken)).toBe('session-token-1');
    expect(getItem(STORAGE_KEYS.userInfo)).toMatchObject({ name: 'Ada Lovelace' });
  });

  async function smsSignIn(path: string) {
    renderLogin(path);
    type('smsLogin_phone', '13800000000');
    type('smsLogin_code', '123456');
    fireEvent.click(document.getElementById('smsLogin_agree')!);
    submit();
  }

  it('an unsafe redirect falls back to /homePage', async () => {
    backend();
    await smsSignIn('/login?redirect=%2F%2Fevil.example.com');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it("a redirect the user's role may not open (left by another session) lands on home", async () => {
    backend();
    await smsSignIn('/login?redirect=%2FfinancialManage');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it("a member with an enterprise is not sent to a visitor's /ei", async () => {
    backend();
    await smsSignIn('/login?redirect=%2Fei');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('a user without an enterprise lands on onboarding', async () => {
    backend({ ...USER, enterprise: null, visitor: true });
    await smsSignIn('/login?redirect=%2FbackRecord');
    expect(await screen.findByText('onboarding page')).toBeInTheDocument();
  });

  it('a wrong password shows under the password field in the server\'s words, with a way forward and no toast', async () => {
    backend(USER, { code: ErrorCode.BadCredentials, msg: '手机号或密码错误', data: null });
    renderLogin('/login?tab=password');
    const toast = spyErrorToasts();
    type('passwordLogin_phone', '13800000000');
    type('passwordLogin_password', 'nope');
    submit();
    const error = await screen.findByTestId('passwordLogin_password_error');
    expect(error).toHaveTextContent('手机号或密码错误');
    expect(error).toContainElement(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(input('passwordLogin_password')).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(input('passwordLogin_password'));
    expect(toast).not.toHaveBeenCalled();
    expect(getItem(STORAGE_KEYS.magicToken)).toBeNull();
    // Editing the field clears the server's message.
    type('passwordLogin_password', 'again');
    expect(screen.queryByTestId('passwordLogin_password_error')).toBeNull();
  });

  it('a wrong code shows under the code field; an unknown phone offers to sign up', async () => {
    backend(USER, { code: ErrorCode.BadSmsCode, msg: 'The verification code is incorrect or has expired', data: null });
    await smsSignIn('/login');
    expect(await screen.findByTestId('smsLogin_code_error')).toHaveTextContent('The verification code is incorrect or has expired');

    backend(USER, { code: ErrorCode.AccountMissing, msg: 'No account exists for this phone number', data: null });
    // The error can show a render before the button leaves its loading state; a click then is ignored.
    await waitFor(() => expect(screen.getByRole('button', { name: /Sign in$/ })).not.toHaveClass('ant-btn-loading'));
    submit();
    expect(await screen.findByTestId('smsLogin_phone_error')).toHaveTextContent('No account exists for this phone number');
    fireEvent.click(screen.getByRole('link', { name: 'Sign up instead' }));
    expect(await screen.findByText('register page')).toBeInTheDocument();
  });

  it('1002 with data.field goes under that field', async () => {
    backend(USER, { code: ErrorCode.InvalidField, msg: 'the password must be sent as its MD5 digest', data: { field: 'password' } });
    renderLogin('/login?tab=password');
    type('passwordLogin_phone', '13800000000');
    type('passwordLogin_password', 'x');
    submit();
    expect(await screen.findByTestId('passwordLogin_password_error')).toHaveTextContent('the password must be sent as its MD5 digest');
  });

  it('a failure without a field is a toast, and the screen stays', async () => {
    renderLogin('/login?tab=password');
    const toast = spyErrorToasts();
    type('passwordLogin_phone', '13800000000');
    type('passwordLogin_password', 'x');
    backend(USER, { code: ErrorCode.RateLimited, msg: 'Too many requests; please try again later', data: null });
    submit();
    await waitFor(() => expect(toast).toHaveBeenCalled());
    expect(toast.mock.calls[0][0]).toMatchObject({ content: 'Too many requests; please try again later' });
    expect(screen.queryByText('dashboard page')).toBeNull();
  });
});
