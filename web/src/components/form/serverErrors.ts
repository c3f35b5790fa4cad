/**
 * Where a failed call is shown. Codes that belong to a field (a wrong code, a wrong password, a
 * phone already registered, an invalid field named by the server) go under that field, in the
 * server's words (its `msg` follows the request's Accept-Language), with a way forward; the rest
 * are toasts. Calls made through here pass `hideError`, so the request layer does not toast too.
 */
import type { ReactNode } from 'react';
import type { FormInstance } from 'antd';
import { toastError } from '@/utils/feedback';
import { ApiError, RequestError } from '@/utils/request';
import type { FormValues, LightForm } from './useLightForm';
import * as ErrorCode from '@/services/errorCodes';

/** The field each error code of the catalogue (docs/error-codes.md) belongs to. */
const FIELD_OF_CODE: Readonly<Record<number, string>> = {
  [ErrorCode.BadCredentials]: 'password',
  [ErrorCode.BadSmsCode]: 'code',
  [ErrorCode.SmsCodeExhausted]: 'code',
  [ErrorCode.SmsCooldown]: 'code',
  [ErrorCode.SmsDailyCap]: 'code',
  [ErrorCode.AccountLocked]: 'password',
  [ErrorCode.PhoneTaken]: 'phone',
  [ErrorCode.AccountMissing]: 'phone',
  [ErrorCode.AccountDisabled]: 'phone',
  [ErrorCode.SmsUnavailable]: 'code',
  [ErrorCode.CreditCodeTaken]: 'creditCode',
  [ErrorCode.UnknownRegion]: 'regionCode',
  [ErrorCode.FileNotFound]: 'licenseFileKey',
  [ErrorCode.AlreadyMember]: 'phone',
};

/** The field of `fields` a failed call belongs to, if any. */
export function errorField(error: unknown, fields: readonly string[]): string | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data as { field?: unknown } | null;
  const field = error.code === ErrorCode.InvalidField ? (typeof data?.field === 'string' ? data.field : null) : FIELD_OF_CODE[error.code];
  return field && fields.includes(field) ? field : null;
}

/**
 * Shows `error` under its field of `form` (focusing it), with `action(code)` as the way forward,
 * or as a toast. Session errors were already handled (and announced) by the request layer.
 */
export function reportError<V extends FormValues>(form: LightForm<V>, error: unknown, action?: (code: number) => ReactNode): void {
  if (error instanceof RequestError && (error.kind === 'session' || error.kind === 'aborted')) return;
  const field = errorField(error, Object.keys(form.values)) as (keyof V & string) | null;
  const message = error instanceof Error ? error.message : String(error);
  if (field) {
    form.setError(field, { message, action: action?.((error as ApiError).code) });
    return;
  }
  toastError(message);
}

/**
 * The antd Form counterpart of {@link reportError} (console screens): the message under its
 * field of `form` (one of `fields`), else a toast. Returns the field it went under, if any.
 */
export function reportFormError<V>(form: FormInstance<V>, error: unknown, fields: readonly string[]): string | null {
  if (error instanceof RequestError && (error.kind === 'session' || error.kind === 'aborted')) return null;
  const field = errorField(error, fields);
  const message = error instanceof Error ? error.message : String(error);
  if (field) {
    form.setFields([{ name: field as never, errors: [message] }]);
    form.focusField(field as never);
    return field;
  }
  toastError(message);
  return null;
}
