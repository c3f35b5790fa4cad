/**
 * Login state model (spec §3 "Login state", §4).
 *
 * Starts with the stored token and user info. `fetchUserInfo` stores sToken as the token,
 * stores the whole user info and merges the response into the state. Logout sends
 * `{loginType, username}`; on success the stored token becomes empty, the stored user info
 * is cleared and the state is replaced by the logout response's data.
 */
import { createContext, useContext } from 'react';
import type { Schemas } from '@/services/api';
import { getItem, STORAGE_KEYS } from '@/utils/storage';

export type SideBarMenu = Schemas['Menu'];
/**
 * The loginInfo reply: sToken becomes the stored token; sideBarMenus carry the role's rights;
 * `platformRole` (`ops`: a platform operator, member of no enterprise).
 */
export type UserInfo = Schemas['LoginInfo'];

export type LoginState = {
  token: string;
  userInfo: UserInfo | null;
  sideBarMenus: SideBarMenu[];
} & Partial<Omit<UserInfo, 'sideBarMenus'>>;

export const EMPTY_LOGIN_STATE: LoginState = { token: '', userInfo: null, sideBarMenus: [] };

function asUserInfo(value: unknown): UserInfo | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as UserInfo) : null;
}

/** The state the app starts with: stored token and user info (empty when absent). */
export function initialLoginState(): LoginState {
  const token = getItem<string>(STORAGE_KEYS.magicToken);
  const userInfo = asUserInfo(getItem(STORAGE_KEYS.userInfo));
  return {
    ...(userInfo ?? {}),
    token: typeof token === 'string' ? token : '',
    userInfo,
    sideBarMenus: Array.isArray(userInfo?.sideBarMenus) ? userInfo.sideBarMenus : [],
  };
}

/** Merges a loginInfo response into the state. */
export function mergeUserInfo(state: LoginState, info: UserInfo): LoginState {
  return {
    ...state,
    ...info,
    token: info.sToken,
    userInfo: info,
    sideBarMenus: Array.isArray(info.sideBarMenus) ? info.sideBarMenus : [],
  };
}

/** The state after a successful logout: replaced by the response's data. */
export function stateAfterLogout(data: unknown): LoginState {
  const extra = data && typeof data === 'object' && !Array.isArray(data) ? data : {};
  return { ...EMPTY_LOGIN_STATE, ...extra };
}

/** A platform operator (loginInfo `platformRole: "ops"`): reviews enterprises, belongs to none. */
export function isPlatformOps(info: Pick<UserInfo, 'platformRole'> | null | undefined): boolean {
  return info?.platformRole === 'ops';
}

/** Visitors and users without an enterprise can only reach onboarding; platform operators never onboard. */
export function needsOnboarding(info: Pick<UserInfo, 'visitor' | 'enterprise' | 'platformRole'> | null | undefined): boolean {
  if (!info || isPlatformOps(info)) return false;
  return info.visitor === true || !info.enterprise;
}

/** Signed in through the visitor login (not a registered user still without an enterprise). */
export function isVisitor(info: Pick<UserInfo, 'loginType'> | null | undefined): boolean {
  return info?.loginType === 'visitor';
}

export const ONBOARDING_PATH = '/ei';
/** Where a platform operator works: the enterprise review queue. */
export const OPS_HOME_PATH = '/ops/enterprises';

export interface LoginContextValue {
  state: LoginState;
  signedIn: boolean;
  /** Loads loginInfo (with `token` if given) and stores it; resolves null when it failed. */
  fetchUserInfo: (token?: string) => Promise<UserInfo | null>;
  logout: () => Promise<void>;
  /** The user signed out (not an expired session) since the last sign-in: no `redirect` back. */
  signedOut: boolean;
  setSideBarMenus: (menus: SideBarMenu[]) => void;
}

export const LoginContext = createContext<LoginContextValue | null>(null);

export function useLogin(): LoginContextValue {
  const value = useContext(LoginContext);
  if (!value) throw new Error('useLogin must be used inside <LoginProvider>');
  return value;
}
