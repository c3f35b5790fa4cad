import { post } from '@/services/api';
import { hashPassword } from '@/utils/md5';

/** The new password leaves the browser only as its MD5 hex digest. Quiet: the form shows failures. */
export function resetPassword(phone: string, code: string, password: string) {
  return post('/user/resetPassword', { phone, code, password: hashPassword(password) }, { hideError: true });
}
