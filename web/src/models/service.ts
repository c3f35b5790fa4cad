import { get, post, type Schemas } from '@/services/api';

/** GET /user/loginInfo — with an explicit token right after a login call, else the stored one. */
export function queryLoginInfo(token?: string) {
  return get('/user/loginInfo', undefined, token ? { token } : {});
}

export function logoutRequest(body: Schemas['LogoutRequest']) {
  return post('/user/logout', body);
}
