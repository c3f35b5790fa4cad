/**
 * The Developers screen's calls: API keys (`/apiKey/…`) and webhook endpoints (`/webhook/…`),
 * issue 28. The keys' types are the generated document's; the webhooks' are declared here with
 * their events and statuses as literal unions (the document types them as strings).
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Schemas } from '@/services/api';
import * as ErrorCode from '@/services/errorCodes';
import { request, type RequestOptions } from '@/utils/request';

/** What a key may do: an operator's rights (order, read) or a viewer's (read only). */
export type ApiKeyRole = 'operator' | 'viewer';
export const API_KEY_ROLES: readonly ApiKeyRole[] = ['operator', 'viewer'];

/** A row of `apiKey/list`; epoch milliseconds. */
export type ApiKeyRow = Schemas['ApiKeyRow'];

/** `apiKey/create`'s answer: the only time `key` is ever shown. */
export type CreatedApiKey = Schemas['ApiKeyCreated'];

export type ApiKeyCreate = Schemas['ApiKeyCreateRequest'];

/** The events an endpoint may subscribe to (`ping` is sent by "Send test event" only). */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.authorized',
  'order.completed',
  'order.canceled',
  'order.suspended',
  'report.updated',
  'report.disputed',
  'batch.completed',
  'balance.low',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export type WebhookStatus = 'active' | 'disabled';

/** A row of `webhook/list` (and `webhook/update`'s answer). */
export interface WebhookRow {
  endpointId: string;
  url: string;
  events: WebhookEvent[];
  description: string | null;
  status: WebhookStatus;
  /** Why the endpoint is disabled: `failing` (24 h of failed deliveries) or `manual`. */
  disabledReason: string | null;
  createdAt: number;
  lastDeliveryAt: number | null;
  lastStatusCode: number | null;
}

/** `webhook/create`'s answer: the signing secret is shown once (and again only on rotation). */
export interface CreatedWebhook {
  endpointId: string;
  url: string;
  events: WebhookEvent[];
  description: string | null;
  secret: string;
  status: WebhookStatus;
  createdAt: number;
}

export interface WebhookCreate {
  url: string;
  events: WebhookEvent[];
  description?: string;
}

export interface WebhookUpdate {
  endpointId: string;
  url?: string;
  events?: WebhookEvent[];
  description?: string;
  enabled?: boolean;
}

export type DeliveryStatus = 'pending' | 'retrying' | 'succeeded' | 'failed';

/** A row of `webhook/deliveries`, newest first. */
export interface DeliveryRow {
  deliveryId: string;
  eventId: string;
  event: WebhookEvent | 'ping';
  status: DeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastLatencyMs: number | null;
  /** Short, never an echo of the receiver's body. */
  lastError: string | null;
  nextAttemptAt: number | null;
  createdAt: number;
  deliveredAt: number | null;
}

/** A page of a cursor-paged list: `cursor` is absent on the last page. */
export interface CursorPage<T> {
  items: T[];
  cursor?: string | null;
}

/** Limits the server holds too. */
export const LIMITS = { keyName: 40, description: 80, url: 2048 } as const;

/** Codes of issue 28 this screen tells apart: a refused URL goes under the URL, an unknown event under the events. */
export const WEBHOOK_URL_REFUSED = ErrorCode.WebhookUrlRefused;
export const WEBHOOK_EVENT_UNKNOWN = ErrorCode.WebhookEventUnknown;

type CallOptions = Omit<RequestOptions, 'method' | 'data' | 'params' | 'responseType'>;

/** POST `/api/base/<path>` with a JSON body; resolves with the envelope's data. */
async function call<T>(path: string, body: object = {}, options: CallOptions = {}): Promise<T> {
  const res = await request<T>(`/${path}`, { ...options, method: 'POST', data: body });
  return res.data;
}

const cursorBody = (cursor: string | null) => (cursor ? { cursor } : {});

/** The enterprise's keys, newest first, revoked ones included. */
export function apiKeyListQuery(enterpriseId: string | undefined) {
  return infiniteQueryOptions({
    queryKey: ['apiKey/list', enterpriseId],
    queryFn: ({ pageParam }) => call<CursorPage<ApiKeyRow>>('apiKey/list', cursorBody(pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: !!enterpriseId,
  });
}

/** Quiet: the form shows failures under its fields (1002 on `name`); 4803 (20 keys) is toasted by the form. */
export function createApiKey(body: ApiKeyCreate) {
  return call<CreatedApiKey>('apiKey/create', body, { hideError: true });
}

/** Effective at once; revoking a revoked key answers the same. */
export function revokeApiKey(keyId: string) {
  return call<ApiKeyRow>('apiKey/revoke', { keyId });
}

/** The enterprise's webhook endpoints. */
export function webhookListQuery(enterpriseId: string | undefined) {
  return infiniteQueryOptions({
    queryKey: ['webhook/list', enterpriseId],
    queryFn: ({ pageParam }) => call<CursorPage<WebhookRow>>('webhook/list', cursorBody(pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: !!enterpriseId,
  });
}

/** Quiet: a refused URL (4902) goes under the URL field, an unknown event (4904) under the events. */
export function createWebhook(body: WebhookCreate) {
  return call<CreatedWebhook>('webhook/create', body, { hideError: true });
}

/** Quiet when editing in the form (`quiet`); enabling or disabling from the list toasts. */
export function updateWebhook(body: WebhookUpdate, quiet = false) {
  return call<WebhookRow>('webhook/update', body, { hideError: quiet });
}

export function deleteWebhook(endpointId: string) {
  return call<{ endpointId: string }>('webhook/delete', { endpointId });
}

export function rotateWebhookSecret(endpointId: string) {
  return call<{ endpointId: string; secret: string }>('webhook/rotateSecret', { endpointId });
}

/** Sends a `ping` event to the endpoint. */
export function testWebhook(endpointId: string) {
  return call<{ deliveryId: string }>('webhook/test', { endpointId });
}

/** An endpoint's deliveries, newest first. */
export function deliveriesQuery(endpointId: string | null) {
  return infiniteQueryOptions({
    queryKey: ['webhook/deliveries', endpointId],
    queryFn: ({ pageParam }) => call<CursorPage<DeliveryRow>>('webhook/deliveries', { endpointId, ...cursorBody(pageParam) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: !!endpointId,
  });
}

/** A new attempt now, even after `failed`. */
export function redeliver(deliveryId: string) {
  return call<{ deliveryId: string }>('webhook/redeliver', { deliveryId });
}

/** The page's origin, for the ready-made curl line (the console and the API share it). */
export function apiOrigin(): string {
  return typeof window === 'undefined' ? 'https://verity.example' : window.location.origin;
}

/** A first call to try with a new key: the enterprise's latest orders. */
export function curlExample(key: string, origin = apiOrigin()): string {
  return `curl -X POST ${origin}/api/base/order/list -H "Authorization: Bearer ${key}" -H "Content-Type: application/json" -d '{"pageSize": 5}'`;
}

/** Whether a key still works. */
export const isRevoked = (row: ApiKeyRow) => row.revokedAt != null;
