import { post } from '@/services/api';

export type SmsScene = 'login' | 'register' | 'resetPassword' | 'changeMobile' | 'checkPhone' | 'bindMobile' | 'jobApply' | 'invitation';

/** A code form's scene: one of `sms/sendVerifyCode`, or `me` (the candidate portal's own `me/sendCode`). */
export type CodeScene = SmsScene | 'me';

/** Quiet: the form shows failures under the code field. */
export function sendVerifyCode(phone: string, scene: SmsScene) {
  return post('/sms/sendVerifyCode', { phone, scene }, { hideError: true });
}
