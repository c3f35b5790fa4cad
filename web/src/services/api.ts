/**
 * Typed calls over the request layer: paths, bodies and replies come from `api-types.ts`, which
 * `npm run gen:api` generates from docs/openapi.json (a test fails when it is stale).
 *
 * `get` and `post` resolve with the envelope's `data` and reject like `request` (ApiError for a
 * failed envelope, RequestError for transport). Callers that need a 501 notice use `request`.
 */
import type { components, paths } from './api-types';
import { request, type API_BASE, type QueryValue, type RequestOptions } from '@/utils/request';

export type Schemas = components['schemas'];

type Base = typeof API_BASE;
type Method = 'get' | 'post';
/** A path of the API relative to the base, e.g. `/user/login`. */
type PathOf<M extends Method> = {
  [P in keyof paths]: P extends `${Base}${infer R}` ? (paths[P][M] extends undefined ? never : R) : never;
}[keyof paths];
type Operation<M extends Method, P extends string> = NonNullable<paths[`${Base}${P}` & keyof paths][M]>;

/**
 * The `data` of a successful envelope. The document describes each JSON answer as it is sent:
 * the success envelope (`code` 0 or 501) or the failure envelope, which the request layer
 * turns into an ApiError.
 */
type DataOf<E> = E extends { code: 0 | 501; data: infer D } ? D : never;
/** The `data` of a successful reply; `unknown` when the document declares none (a file). */
export type ReplyOf<M extends Method, P extends string> =
  Operation<M, P> extends { responses: { 200: { content: { 'application/json': infer E } } } }
    ? [DataOf<E>] extends [never]
      ? unknown
      : DataOf<E>
    : unknown;
type BodyOf<P extends string> =
  Operation<'post', P> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : Record<string, never>;
type QueryOf<P extends string> =
  Operation<'get', P> extends { parameters: { query?: infer Q } } ? ([Q] extends [never] ? undefined : Q) : undefined;

type CallOptions = Omit<RequestOptions, 'method' | 'data' | 'params' | 'responseType'>;

export async function get<P extends PathOf<'get'>>(path: P, params?: QueryOf<P>, options: CallOptions = {}): Promise<ReplyOf<'get', P>> {
  const res = await request<ReplyOf<'get', P>>(path, { ...options, method: 'GET', params: params as Record<string, QueryValue> | undefined });
  return res.data;
}

export async function post<P extends PathOf<'post'>>(path: P, body: BodyOf<P>, options: CallOptions = {}): Promise<ReplyOf<'post', P>> {
  const res = await request<ReplyOf<'post', P>>(path, { ...options, method: 'POST', data: body ?? {} });
  return res.data;
}
