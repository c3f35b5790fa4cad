import { fireEvent, screen } from '@testing-library/react';
import { message } from 'antd';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { bindMessageApi } from '@/utils/feedback';
import { md5Hex } from '@/utils/md5';
import { callsTo, jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import RegisterPage from '.';
import * as ErrorCode from '@/services/errorCodes';

const field = (id: string) => document.getElementById(`register_${id}`) as HTMLInputElement;
const set = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Sign up$/ }));

function renderRegister() {
  return renderWithProviders(<RegisterPage />, {
    path: '/register',
    route: '/register',
    extraRoutes: (
      <>
        <Route path="/homePage" element={<p>dashboard page</p>} />
        <Route path="/ei" element={<p>onboarding page</p>} />
        <Route path="/login" element={<p>login page</p>} />
      </>
    ),
  });
}

function fill() {
  set('phone', '13900000001');
  set('code', '123456');
  set('name', '  Grace  ');
  set('password', 'Passw0rd!2026');
  set('confirm', 'Passw0rd!2026');
  fireEvent.click(field('agree'));
}

const NEW_USER = { sToken: 's1', userId: 'u9', username: 'u9', phone: '139****0001', name: 'Grace', role: null, loginType: 'password', visitor: true, enterprise: null, sideBarMenus: [] };

describe('register screen', () => {
  it('shows the password rule as text, and validates every field with the spec messages', async () => {
    mockFetch(() => jsonResponse({ code: 0, msg: '', data: {} }));
    renderRegister();
    expect(field('password')).toHaveAccessibleDescription('8–32 characters, with at least one letter and one digit');
    submit();
    expect(await screen.findByText('please enter a mobile phone number')).toBeInTheDocument();
    expect(screen.getByText('please enter the verification code')).toBeInTheDocument();
    expect(screen.getByText('please enter your name')).toBeInTheDocument();
    expect(screen.getByText('please enter a password')).toBeInTheDocument();
    expect(screen.getByText('please enter the password again')).toBeInTheDocument();
    expect(screen.getByText('please read and accept the service agreement and the privacy policy')).toBeInTheDocument();
    expect(document.activeElement).toBe(field('phone'));

    set('phone', '1380000');
    set('code', '12ab');
    set('name', 'x'.repeat(33));
    set('password', 'short');
    set('confirm', 'different');
    expect(await screen.findByText('please enter a valid mobile phone number')).toBeInTheDocument();
    expect(screen.getByText('the verification code is 6 digits')).toBeInTheDocument();
    expect(screen.getByText('the name is at most 32 characters')).toBeInTheDocument();
    expect(screen.getByText('use 8 to 32 characters with at least one letter and one digit')).toBeInTheDocument();
    expect(screen.getByText('the two passwords do not match')).toBeInTheDocument();
  });

  it('registers with the MD5 of the password, says "Signed up" and leads to onboarding', async () => {
    const fetchMock = mockFetch((url) =>
      url.endsWith('/user/register') ? jsonResponse({ code: 0, msg: '', data: { token: 'new-token' } }) : jsonResponse({ code: 0, msg: '', data: NEW_USER }),
    );
    renderRegister();
    bindMessageApi(message);
    const success = vi.spyOn(message, 'success').mockImplementation((() => undefined) as never);
    fill();
    submit();

    expect(await screen.findByText('onboarding page')).toBeInTheDocument();
    const [[url, init]] = callsTo(fetchMock, '/user/register');
    expect(url).toBe('/api/base/user/register');
    expect(JSON.parse(String(init.body))).toEqual({ phone: '13900000001', code: '123456', password: md5Hex('Passw0rd!2026'), name: 'Grace' });
    const [[, infoInit]] = callsTo(fetchMock, '/user/loginInfo');
    expect(new Headers(infoInit.headers).get('Authorization')).toBe('Bearer new-token');
    expect(success.mock.calls.map(([arg]) => (arg as { content: string }).content)).toEqual(['Signed up']);
  });

  it('an already registered phone shows under the phone field with a way to sign in', async () => {
    mockFetch((url) =>
      url.endsWith('/user/register') ? jsonResponse({ code: ErrorCode.PhoneTaken, msg: '该手机号已注册', data: null }) : jsonResponse({ code: 0, msg: '', data: {} }),
    );
    renderRegister();
    fill();
    submit();
    expect(await screen.findByTestId('register_phone_error')).toHaveTextContent('该手机号已注册');
    expect(document.activeElement).toBe(field('phone'));
    fireEvent.click(screen.getByTestId('register-to-login'));
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });
});
