import { post } from '../../../utils/request';
import { hashPassword } from '../../../utils/md5';

export interface RegisterForm {
  phone: string;
  code: string;
  name: string;
  password: string;
}

/** The password leaves the browser only as its MD5 hex digest. */
export function register({ phone, code, name, password }: RegisterForm) {
  return post<{ token: string }>('/user/register', { phone, code, password: hashPassword(password), name });
}
