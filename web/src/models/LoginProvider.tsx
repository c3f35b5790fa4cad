import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { RequestError } from '@/utils/request';
import { SESSION_CLEARED_EVENT, clearSession } from '@/utils/session';
import { removeItem, setItem, STORAGE_KEYS } from '@/utils/storage';
import {
  EMPTY_LOGIN_STATE,
  LoginContext,
  initialLoginState,
  mergeUserInfo,
  stateAfterLogout,
  type LoginContextValue,
  type LoginState,
  type SideBarMenu,
  type UserInfo,
} from './login';
import { logoutRequest, queryLoginInfo } from './service';

export function LoginProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<LoginState>(initialLoginState);
  const [signedOut, setSignedOut] = useState(false);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  // The request layer drops credentials on session errors; the state follows.
  useEffect(() => {
    const onCleared = () => setState(EMPTY_LOGIN_STATE);
    window.addEventListener(SESSION_CLEARED_EVENT, onCleared);
    return () => window.removeEventListener(SESSION_CLEARED_EVENT, onCleared);
  }, []);

  const fetchUserInfo = useCallback(async (token?: string): Promise<UserInfo | null> => {
    let info: UserInfo;
    try {
      info = await queryLoginInfo(token);
    } catch {
      return null; // toasted by the request layer
    }
    if (!info || typeof info !== 'object') return null;
    setItem(STORAGE_KEYS.magicToken, info.sToken);
    setItem(STORAGE_KEYS.sessionToken, info.sToken, { session: true });
    setItem(STORAGE_KEYS.userInfo, info);
    setState((s) => mergeUserInfo(s, info));
    setSignedOut(false);
    return info;
  }, []);

  const logout = useCallback(async () => {
    const { loginType, username } = stateRef.current;
    let data: unknown = {};
    try {
      data = await logoutRequest({ loginType, username });
      setItem(STORAGE_KEYS.magicToken, '');
      removeItem(STORAGE_KEYS.userInfo);
    } catch (e) {
      // A session code already cleared everything; other failures fall through to the local clean-up.
      if (e instanceof RequestError && e.kind === 'session') return;
    }
    // Whatever the server said, this browser no longer holds credentials.
    clearSession();
    setSignedOut(true);
    setState(stateAfterLogout(data));
  }, []);

  const setSideBarMenus = useCallback((menus: SideBarMenu[]) => {
    setState((s) => ({ ...s, sideBarMenus: menus }));
  }, []);

  const value = useMemo<LoginContextValue>(
    () => ({ state, signedIn: !!state.token, signedOut, fetchUserInfo, logout, setSideBarMenus }),
    [state, signedOut, fetchUserInfo, logout, setSideBarMenus],
  );
  return <LoginContext.Provider value={value}>{children}</LoginContext.Provider>;
}
