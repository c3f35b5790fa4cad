import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/** Error toasts stay 5 seconds (spec §8, §9). */
export const ERROR_TOAST_SECONDS = 5;

let boundApi: MessageInstance | null = null;

/**
 * The app binds antd's context-aware message API (App.useApp) here so toasts raised
 * outside React (the request layer) follow the theme and locale. Before binding, the
 * static API is used.
 */
export function bindMessageApi(api: MessageInstance | null): void {
  boundApi = api;
}

export function getMessageApi(): MessageInstance {
  return boundApi ?? staticMessage;
}

export function toastError(content: string): void {
  // Keyed by text so a burst of identical failures shows one toast.
  getMessageApi().error({ content, duration: ERROR_TOAST_SECONDS, key: `err:${content}` });
}

export function toastSuccess(content: string): void {
  getMessageApi().success({ content, duration: 3 });
}
