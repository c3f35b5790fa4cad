/** Light-form rules over the spec §5 validators. */
import type { Translate } from '@/i18n';
import { isAcceptablePassword, isSmsCode, validatePhone } from '@/utils/validators';

export function phoneRule(t: Translate) {
  return (value: string) => {
    const key = validatePhone(value);
    return key ? t(key) : null;
  };
}

export function smsCodeRule(t: Translate) {
  return (value: string) => (!value ? t('validation.codeRequired') : isSmsCode(value) ? null : t('validation.codeInvalid'));
}

/** Password when signing in: only required (existing passwords may predate the rule). */
export function passwordRule(t: Translate) {
  return (value: string) => (value ? null : t('validation.passwordRequired'));
}

/** New passwords (sign-up, reset): 8–32 characters with a letter and a digit. */
export function newPasswordRule(t: Translate) {
  return (value: string) => (!value ? t('validation.passwordRequired') : isAcceptablePassword(value) ? null : t('validation.passwordRule'));
}

export function confirmPasswordRule(t: Translate) {
  return (value: string, values: { password?: unknown }) =>
    !value ? t('validation.passwordConfirmRequired') : value === values.password ? null : t('validation.passwordMismatch');
}

export function agreementRule(t: Translate) {
  return (value: boolean) => (value ? null : t('validation.agreementRequired'));
}
