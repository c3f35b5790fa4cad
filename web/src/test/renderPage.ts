/**
 * renderApp for one page's tests: a signed-in member (by default) whose page calls ("actions")
 * are answered from tables, the test's own `handlers` before the page's usual `defaults`; the
 * bodies each action received are kept in `received`, in order.
 */
import { bodyOf, fail } from './enterprise';
import { renderApp, type RenderAppOptions } from './renderApp';

/** The answer to one action: its request body and which call of that action it is (1, 2, …); undefined passes it on. */
export type Handler = (body: Record<string, unknown>, call: number) => Response | undefined;
export type Handlers = Record<string, Handler>;

export interface RenderPageOptions extends RenderAppOptions {
  /**
   * Which calls are the page's actions and their names: a RegExp whose first group is the name,
   * or a function; by default every path under the API base (`package/list`, `order/create`).
   */
  actions?: RegExp | ((url: string) => string | undefined);
  /** The test's answers, by action; asked first. */
  handlers?: Handlers;
  /** The page's usual answers, by action. */
  defaults?: Handlers;
  /** The answer to an action neither table names (e.g. {@link unexpected}); without it, renderApp's defaults answer. */
  otherwise?: (body: Record<string, unknown>, call: number, action: string) => Response | undefined;
}

export function renderPage({ actions = /\/api\/base\/(.+)$/, handlers = {}, defaults = {}, otherwise, api, ...options }: RenderPageOptions = {}) {
  const actionOf = typeof actions === 'function' ? actions : (url: string) => actions.exec(url)?.[1];
  const received: Record<string, Record<string, unknown>[]> = {};
  const view = renderApp({
    signedIn: true,
    ...options,
    api: (url, init) => {
      const given = api?.(url, init);
      if (given) return given;
      const action = actionOf(url);
      if (action === undefined) return undefined;
      const body = bodyOf(init);
      (received[action] ??= []).push(body);
      const call = received[action].length;
      return handlers[action]?.(body, call) ?? defaults[action]?.(body, call) ?? otherwise?.(body, call, action);
    },
  });
  return { ...view, received };
}

/** The answer to an action the test did not expect: a failure naming it. */
export const unexpected = (_body: unknown, _call: number, action: string) => fail(1, `unexpected ${action}`);

/** A call a public page made: its JSON body (empty for a form upload), its bearer, and the form it sent. */
export interface PublicCall {
  body: Record<string, unknown>;
  auth: string | null;
  form?: FormData;
}

/** The answer to a public page's action: its body and its `Authorization` header. */
export type PublicHandler = (body: Record<string, unknown>, auth: string | null) => Response | undefined;

/**
 * renderApp with nobody signed in, for the pages a candidate, an applicant or an invitee opens from
 * a link (a share or applicant token is their bearer): the calls `actions` names (its first group)
 * are answered by `handlers`, else by `otherwise` (by default a failure: unexpected), and kept with
 * their bearer.
 */
export function renderPublicPage(
  path: string,
  actions: RegExp,
  handlers: Record<string, PublicHandler>,
  { otherwise = () => fail(1, 'unexpected') }: { otherwise?: () => Response | undefined } = {},
) {
  const received: Record<string, PublicCall[]> = {};
  const view = renderApp({
    path,
    api: (url, init) => {
      const action = actions.exec(url)?.[1];
      if (action === undefined) return undefined;
      const auth = new Headers(init.headers).get('Authorization');
      const form = init.body instanceof FormData ? init.body : undefined;
      const body = form ? {} : bodyOf(init);
      (received[action] ??= []).push(form ? { body, auth, form } : { body, auth });
      return handlers[action]?.(body, auth) ?? otherwise();
    },
  });
  return { ...view, received };
}
