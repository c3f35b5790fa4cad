import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/** Error toasts stay 5 seconds (spec §8, §9). */
export const ERROR_TOAST_SECONDS = 5;
export const SUCCESS_TOAST_SECONDS = 3;

let boundApi: MessageInstance | null = null;

/**
 * The app binds antd's context-aware message API (message.useMessage) here so toasts raised
 * outside React (the request layer) follow the theme and locale. Before binding, the
 * static API is used.
 */
export function bindMessageApi(api: MessageInstance | null): void {
  boundApi = api;
}

export function getMessageApi(): MessageInstance {
  return boundApi ?? staticMessage;
}

/**
 * The toasts on screen, by kind. A red toast never stands beside a green one: showing one kind
 * closes the other (a failure after "code sent" replaces it, a success closes stale failures).
 */
const shown = { error: new Set<string>(), success: new Set<string>() };

function show(kind: 'error' | 'success', content: string, duration: number) {
  const other = kind === 'error' ? shown.success : shown.error;
  const api = getMessageApi();
  other.forEach((key) => api.destroy(key));
  other.clear();
  // Keyed by text so a burst of identical messages shows one toast.
  const key = `${kind}:${content}`;
  shown[kind].add(key);
  api[kind]({ content, duration, key, onClose: () => shown[kind].delete(key) });
}

export function toastError(content: string): void {
  show('error', content, ERROR_TOAST_SECONDS);
}

export function toastSuccess(content: string): void {
  show('success', content, SUCCESS_TOAST_SECONDS);
}
