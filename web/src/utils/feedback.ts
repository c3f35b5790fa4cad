import type { MessageInstance } from 'antd/es/message/interface';

/** Error toasts stay 5 seconds (spec §8, §9). */
export const ERROR_TOAST_SECONDS = 5;
export const SUCCESS_TOAST_SECONDS = 3;

let boundApi: MessageInstance | null = null;

/**
 * antd's message code is not part of the entry every page loads (a phone on a slow network opens
 * a candidate's link without it): the app mounts its bridge (MessageBridge, its own chunk) only
 * when the first toast is asked for, and the toasts asked for meanwhile wait for it.
 */
const waiting: ((api: MessageInstance) => void)[] = [];
let bridgeWanted = false;
const bridgeListeners = new Set<() => void>();

/**
 * The app binds antd's context-aware message API (message.useMessage) here so toasts raised
 * outside React (the request layer) follow the theme and locale.
 */
export function bindMessageApi(api: MessageInstance | null): void {
  boundApi = api;
  if (api) waiting.splice(0).forEach((show) => show(api));
}

/** Whether a toast has asked for the bridge (read by AppProviders, which then mounts it). */
export function messageBridgeWanted(): boolean {
  return bridgeWanted;
}

export function subscribeMessageBridge(listener: () => void): () => void {
  bridgeListeners.add(listener);
  return () => bridgeListeners.delete(listener);
}


function withMessageApi(show: (api: MessageInstance) => void): void {
  if (boundApi) {
    show(boundApi);
    return;
  }
  waiting.push(show);
  if (!bridgeWanted) {
    bridgeWanted = true;
    bridgeListeners.forEach((l) => l());
  }
}

/**
 * The toasts on screen, by kind. A red toast never stands beside a green one: showing one kind
 * closes the other (a failure after "code sent" replaces it, a success closes stale failures).
 */
const shown = { error: new Set<string>(), success: new Set<string>() };

function show(kind: 'error' | 'success', content: string, duration: number) {
  withMessageApi((api) => {
    const other = kind === 'error' ? shown.success : shown.error;
    other.forEach((key) => api.destroy(key));
    other.clear();
    // Keyed by text so a burst of identical messages shows one toast.
    const key = `${kind}:${content}`;
    shown[kind].add(key);
    api[kind]({ content, duration, key, onClose: () => shown[kind].delete(key) });
  });
}

export function toastError(content: string): void {
  show('error', content, ERROR_TOAST_SECONDS);
}

export function toastSuccess(content: string): void {
  show('success', content, SUCCESS_TOAST_SECONDS);
}

/** Forgets the toasts waiting for a bridge (tests: one test's toasts never show in the next). */
export function dropWaitingToasts(): void {
  waiting.length = 0;
}

/** Back to a page that has shown no toast (tests: each file starts from there). */
export function resetToasts(): void {
  boundApi = null;
  dropWaitingToasts();
  shown.error.clear();
  shown.success.clear();
  bridgeWanted = false;
}
