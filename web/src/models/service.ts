import { get, post } from '../utils/request';
import type { UserInfo } from './login';

/** GET /user/loginInfo — with an explicit token right after a login call, else the stored one. */
export function queryLoginInfo(token?: string) {
  return get<UserInfo>('/user/loginInfo', undefined, token ? { token } : {});
}

export function logoutRequest(body: { loginType?: string; username?: string }) {
  return post<Record<string, unknown>>('/user/logout', body);
}
