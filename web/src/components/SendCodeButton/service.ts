import { post } from '../../utils/request';

export type SmsScene = 'login' | 'register' | 'resetPassword' | 'changeMobile' | 'checkPhone' | 'bindMobile';

export function sendVerifyCode(phone: string, scene: SmsScene) {
  return post<{ cooldownSeconds?: number }>('/sms/sendVerifyCode', { phone, scene });
}
