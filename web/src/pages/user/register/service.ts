import { post, type Schemas } from '@/services/api';
import { hashPassword } from '@/utils/md5';

export type RegisterForm = Required<Schemas['RegisterRequest']>;

/** The password leaves the browser only as its MD5 hex digest. Quiet: the form shows failures. */
export function register({ phone, code, name, password }: RegisterForm) {
  return post('/user/register', { phone, code, password: hashPassword(password), name }, { hideError: true });
}
