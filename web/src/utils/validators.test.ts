import { describe, expect, it } from 'vitest';
import { translate } from '@/i18n';
import {
  confirmPasswordRules,
  idNumberRules,
  isAcceptablePassword,
  isEmpty,
  isEmptyOrPositiveInteger,
  isEmptyOrPositiveNumber,
  isPhone,
  newPasswordRules,
  optionalPhoneRules,
  phoneRules,
  positiveIntegerRule,
  positiveNumberRule,
  validateIdNumber,
  validateOptionalPhone,
  validatePhone,
} from './validators';
import type { FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';

const t = (key: Parameters<typeof translate>[0], vars?: Parameters<typeof translate>[1]) => translate(key, vars, 'en-US');

/** Runs antd rule validators the way Form does; resolves to the first error text or null. */
async function runRules(rules: FormRule[], value: unknown, fields: Record<string, unknown> = {}): Promise<string | null> {
  for (const r of rules) {
    const rule = (typeof r === 'function'
      ? r({ getFieldValue: (name: string) => fields[name] } as never)
      : r) as RuleObject;
    if (rule.validator) {
      try {
        await rule.validator(rule, value, () => undefined);
      } catch (e) {
        return (e as Error).message;
      }
    } else if (rule.required && isEmpty(value)) {
      return String(rule.message);
    }
  }
  return null;
}

describe('phone', () => {
  it('accepts 11 digits starting with 1', () => {
    expect(isPhone('13800000000')).toBe(true);
    expect(isPhone('19912345678')).toBe(true);
  });
  it.each(['23800000000', '1380000000', '138000000000', '1380000000a', ' 13800000000', 13800000000])('rejects %j', (v) => {
    expect(isPhone(v)).toBe(false);
  });
  it('required variant: empty and bad-format messages (spec §5)', async () => {
    expect(validatePhone('')).toBe('validation.phoneRequired');
    expect(validatePhone(undefined)).toBe('validation.phoneRequired');
    expect(validatePhone('12')).toBe('validation.phoneInvalid');
    expect(validatePhone('13800000000')).toBeNull();
    expect(await runRules(phoneRules(t), '')).toBe('please enter a mobile phone number');
    expect(await runRules(phoneRules(t), '2380000000')).toBe('please enter a valid mobile phone number');
    expect(await runRules(phoneRules(t), '13800000000')).toBeNull();
    expect(phoneRules(t).some((r) => typeof r === 'object' && r.required)).toBe(true);
  });
  it('optional variant accepts empty input, rejects a bad format', async () => {
    expect(validateOptionalPhone('')).toBeNull();
    expect(validateOptionalPhone(null)).toBeNull();
    expect(validateOptionalPhone('123')).toBe('validation.phoneInvalid');
    expect(await runRules(optionalPhoneRules(t), undefined)).toBeNull();
    expect(await runRules(optionalPhoneRules(t), '555')).toBe('please enter a valid mobile phone number');
  });
  it('has Chinese texts too', () => {
    expect(translate('validation.phoneRequired', undefined, 'zh-CN')).toBe('请输入手机号码');
    expect(translate('validation.phoneInvalid', undefined, 'zh-CN')).toBe('请输入正确的手机号码');
  });
});

describe('ID document number', () => {
  it('is required, with length exactly 16 or 18', async () => {
    expect(validateIdNumber('')).toBe('validation.idRequired');
    expect(validateIdNumber('1'.repeat(16))).toBeNull();
    expect(validateIdNumber('11010519491231002X')).toBeNull();
    expect(validateIdNumber('1'.repeat(15))).toBe('validation.idInvalid');
    expect(validateIdNumber('1'.repeat(17))).toBe('validation.idInvalid');
    expect(validateIdNumber('1'.repeat(19))).toBe('validation.idInvalid');
    expect(await runRules(idNumberRules(t), undefined)).toBe('please enter ID document number');
    expect(await runRules(idNumberRules(t), '123')).toBe('please enter a valid ID document number');
    expect(await runRules(idNumberRules(t), '1'.repeat(18))).toBeNull();
  });
});

describe('isEmpty', () => {
  it.each([null, undefined, '', [], {}])('%j is empty', (v) => expect(isEmpty(v)).toBe(true));
  it.each([0, -1, NaN, false, true, ' ', 'a', [0], { a: undefined }])('%j is not empty', (v) =>
    expect(isEmpty(v)).toBe(false),
  );
});

describe('empty-or-positive helpers', () => {
  it('number: empty or > 0', () => {
    for (const v of [null, undefined, '', 1, 0.5, '2', '0.01', '3.']) expect(isEmptyOrPositiveNumber(v)).toBe(true);
    for (const v of [0, -1, '0', '-2', 'abc', '1e3', Infinity, NaN, true]) expect(isEmptyOrPositiveNumber(v)).toBe(false);
  });
  it('integer: empty or an integer > 0', () => {
    for (const v of [null, undefined, '', 1, 42, '7', '007']) expect(isEmptyOrPositiveInteger(v)).toBe(true);
    for (const v of [0, -3, 1.5, '1.5', '0', 'x', true]) expect(isEmptyOrPositiveInteger(v)).toBe(false);
  });
  it('as antd rules', async () => {
    expect(await runRules([positiveNumberRule(t)], '')).toBeNull();
    expect(await runRules([positiveNumberRule(t)], '-1')).toBe('please enter a number greater than zero');
    expect(await runRules([positiveIntegerRule(t, 'custom')], 1.2)).toBe('custom');
    expect(await runRules([positiveIntegerRule(t)], 3)).toBeNull();
  });
});

describe('passwords', () => {
  it('new passwords need 8–32 chars with a letter and a digit', async () => {
    expect(isAcceptablePassword('Verity#2026')).toBe(true);
    expect(isAcceptablePassword('short1')).toBe(false);
    expect(isAcceptablePassword('lettersonly')).toBe(false);
    expect(isAcceptablePassword('1234567890')).toBe(false);
    expect(await runRules(newPasswordRules(t), '')).toBe('please enter a password');
    expect(await runRules(newPasswordRules(t), 'abc')).toBe('use 8 to 32 characters with at least one letter and one digit');
  });
  it('confirmation must match', async () => {
    const rules = confirmPasswordRules(t, 'password');
    expect(await runRules(rules, 'Other1234', { password: 'Secret1234' })).toBe('the two passwords do not match');
    expect(await runRules(rules, 'Secret1234', { password: 'Secret1234' })).toBeNull();
  });
});
