/**
 * Validation rules of spec §5, as pure functions (returning the i18n key of the failure
 * message, or null when valid) and as antd Form rule lists.
 */
import type { FormRule } from 'antd';
import type { MessageKey, Translate } from '@/i18n';

/** Mobile phone: 11 digits starting with 1. */
export const PHONE_PATTERN = /^1\d{10}$/;
/** ID document number lengths accepted. */
export const ID_NUMBER_LENGTHS: readonly number[] = [16, 18];
/** SMS verification code: 6 digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;

/**
 * Empty: null, undefined, '', [] and {} (no own keys). Numbers (0, NaN included) and
 * booleans are never empty.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number' || typeof value === 'boolean') return false;
  if (typeof value === 'string') return value === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    if (value instanceof Date || value instanceof Map || value instanceof Set) {
      return value instanceof Date ? false : value.size === 0;
    }
    return Object.keys(value).length === 0;
  }
  return false;
}

export function isPhone(value: unknown): boolean {
  return typeof value === 'string' && PHONE_PATTERN.test(value);
}

/** Required phone: empty → phoneRequired, bad format → phoneInvalid. */
export function validatePhone(value: unknown): MessageKey | null {
  if (isEmpty(value)) return 'validation.phoneRequired';
  return isPhone(value) ? null : 'validation.phoneInvalid';
}

/** Optional phone: empty is fine, a bad format is not. */
export function validateOptionalPhone(value: unknown): MessageKey | null {
  if (isEmpty(value)) return null;
  return isPhone(value) ? null : 'validation.phoneInvalid';
}

export function isIdNumber(value: unknown): boolean {
  return typeof value === 'string' && ID_NUMBER_LENGTHS.includes(value.length);
}

/** ID document number: required, length exactly 16 or 18. */
export function validateIdNumber(value: unknown): MessageKey | null {
  if (isEmpty(value)) return 'validation.idRequired';
  return isIdNumber(value) ? null : 'validation.idInvalid';
}

const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const WHOLE = /^\d+$/;

/** Accepts empty input or a number greater than zero (numbers or numeric strings). */
export function isEmptyOrPositiveNumber(value: unknown): boolean {
  if (isEmpty(value)) return true;
  if (typeof value === 'number') return Number.isFinite(value) && value > 0;
  if (typeof value === 'string') {
    const s = value.trim();
    return DECIMAL.test(s) && Number(s) > 0;
  }
  return false;
}

/** Accepts empty input or an integer greater than zero (numbers or numeric strings). */
export function isEmptyOrPositiveInteger(value: unknown): boolean {
  if (isEmpty(value)) return true;
  if (typeof value === 'number') return Number.isInteger(value) && value > 0;
  if (typeof value === 'string') {
    const s = value.trim();
    return WHOLE.test(s) && Number(s) > 0;
  }
  return false;
}

export function isSmsCode(value: unknown): boolean {
  return typeof value === 'string' && SMS_CODE_PATTERN.test(value);
}

/**
 * New passwords (sign-up, reset): 8–32 characters with at least one letter and one digit.
 * The server only ever sees the MD5 digest, so this is the one place the rule is applied.
 */
export function isAcceptablePassword(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.length >= 8 &&
    value.length <= 32 &&
    /[A-Za-z]/.test(value) &&
    /\d/.test(value)
  );
}

// ---------------------------------------------------------------------------
// antd Form rules

/**
 * One antd rule running `check`. `required` only marks the field for the asterisk: with a
 * custom validator, the validator alone decides and owns the message.
 */
function fromCheck(t: Translate, check: (v: unknown) => MessageKey | null, required = false): FormRule {
  return {
    required,
    validator: (_rule, value) => {
      const key = check(value);
      return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
    },
  };
}

export function phoneRules(t: Translate): FormRule[] {
  return [fromCheck(t, validatePhone, true)];
}

export function optionalPhoneRules(t: Translate): FormRule[] {
  return [fromCheck(t, validateOptionalPhone)];
}

export function idNumberRules(t: Translate): FormRule[] {
  return [fromCheck(t, validateIdNumber, true)];
}

export function newPasswordRules(t: Translate): FormRule[] {
  return [
    fromCheck(
      t,
      (v) =>
        isEmpty(v)
          ? 'validation.passwordRequired'
          : isAcceptablePassword(v)
            ? null
            : 'validation.passwordRule',
      true,
    ),
  ];
}

/** Confirmation field that must equal the field `passwordField`. */
export function confirmPasswordRules(t: Translate, passwordField: string): FormRule[] {
  return [
    { required: true, message: t('validation.passwordConfirmRequired') },
    ({ getFieldValue }) => ({
      validator: (_rule, value) =>
        !value || getFieldValue(passwordField) === value
          ? Promise.resolve()
          : Promise.reject(new Error(t('validation.passwordMismatch'))),
    }),
  ];
}

export function positiveNumberRule(t: Translate, message?: string): FormRule {
  return {
    validator: (_rule, value) =>
      isEmptyOrPositiveNumber(value)
        ? Promise.resolve()
        : Promise.reject(new Error(message ?? t('validation.positiveNumber'))),
  };
}

export function positiveIntegerRule(t: Translate, message?: string): FormRule {
  return {
    validator: (_rule, value) =>
      isEmptyOrPositiveInteger(value)
        ? Promise.resolve()
        : Promise.reject(new Error(message ?? t('validation.positiveInteger'))),
  };
}
