import type { FormInstance } from 'antd';
import type { Locale, Translate } from '@/i18n';
import { RequestError } from '@/utils/request';
import { financeErrorField, financeErrorMessage } from './service';

/** Whether the request layer already dealt with the failure (signed out, or cancelled by the caller). */
export function handledElsewhere(error: unknown): boolean {
  return error instanceof RequestError && (error.kind === 'session' || error.kind === 'aborted');
}

/**
 * Shows a failed finance call under its field of `form` (one of `fields`, focused), in words the
 * user can act on. Returns the message when it belongs to no field (the caller shows it), null
 * when it went under a field or needs no showing.
 */
export function placeFinanceError<V>(
  form: FormInstance<V>,
  error: unknown,
  fields: readonly string[],
  t: Translate,
  locale: Locale,
  fileField?: string,
): string | null {
  if (handledElsewhere(error)) return null;
  const message = financeErrorMessage(error, t, locale);
  const field = financeErrorField(error, fields, fileField);
  if (field) {
    form.setFields([{ name: field as never, errors: [message] }]);
    form.focusField(field as never);
    return null;
  }
  return message;
}
