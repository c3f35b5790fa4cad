import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_LOGIN_STATE, LoginContext } from '@/models/login';
import RequireAuth from './RequireAuth';

function Login() {
  const location = useLocation();
  return <p data-testid="login">{`${location.pathname}${location.search}`}</p>;
}

/** /ei rendered for a signed-out user, as after a sign-out or an expired session. */
function renderSignedOut(signedOut: boolean) {
  const value = { state: EMPTY_LOGIN_STATE, signedIn: false, signedOut, fetchUserInfo: vi.fn(), logout: vi.fn(), setSideBarMenus: vi.fn() };
  render(
    <LoginContext.Provider value={value}>
      <MemoryRouter initialEntries={['/ei']}>
        <Routes>
          <Route path="/login" element={<Login />} />
          <Route path="/ei" element={<RequireAuth access="onboarding">screen</RequireAuth>} />
        </Routes>
      </MemoryRouter>
    </LoginContext.Provider>,
  );
}

describe('RequireAuth', () => {
  it('sends a user whose session ended back to the screen after signing in', () => {
    renderSignedOut(false);
    expect(screen.getByTestId('login')).toHaveTextContent('/login?redirect=%2Fei');
  });

  it('sends a user who signed out to the sign-in screen without a way back to the last screen', () => {
    renderSignedOut(true);
    expect(screen.getByTestId('login')).toHaveTextContent(/^\/login$/);
  });
});
