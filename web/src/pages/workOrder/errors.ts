import type { FormInstance } from 'antd';
import { ApiError, RequestError } from '@/utils/request';

/** Whether the request layer already dealt with the failure (signed out, or cancelled). */
export function handledElsewhere(error: unknown): boolean {
  return error instanceof RequestError && (error.kind === 'session' || error.kind === 'aborted');
}

/**
 * The form field of `fields` a failed call names in `data.field` (1002 a bad field, 1007 the
 * order, 3003 an attachment: `attachments[2]` is the attachments field), if any.
 */
export function errorFieldOf(error: unknown, fields: readonly string[]): string | null {
  if (!(error instanceof ApiError)) return null;
  const raw = (error.data as { field?: unknown } | null)?.field;
  if (typeof raw !== 'string') return null;
  const name = raw.replace(/\[\d+\]$/, '');
  return fields.includes(name) ? name : null;
}

/** The failure in the server's words (its `msg` follows the interface language), or the transport's. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Shows a failed call under its field of `form` (focusing it) and returns null, or returns the
 * text for the caller to show when it belongs to no field. Nothing is shown for failures the
 * request layer handled.
 */
export function placeError<V>(form: FormInstance<V>, error: unknown, fields: readonly string[]): string | null {
  if (handledElsewhere(error)) return null;
  const field = errorFieldOf(error, fields);
  if (field) {
    form.setFields([{ name: field as never, errors: [errorText(error)] }]);
    form.focusField(field as never);
    return null;
  }
  return errorText(error);
}
