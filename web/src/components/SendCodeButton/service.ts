import { post } from '../../services/api';

export type SmsScene = 'login' | 'register' | 'resetPassword' | 'changeMobile' | 'checkPhone' | 'bindMobile';

export function sendVerifyCode(phone: string, scene: SmsScene) {
  return post('/sms/sendVerifyCode', { phone, scene });
}
