/**
 * renderApp for one page's tests: a signed-in member (by default) whose page calls ("actions")
 * are answered from tables, the test's own `handlers` before the page's usual `defaults`; the
 * bodies each action received are kept in `received`, in order.
 */
import { bodyOf } from './enterprise';
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
  /** The answer to an action neither table names; without it, renderApp's defaults answer. */
  otherwise?: Handler;
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
      return handlers[action]?.(body, call) ?? defaults[action]?.(body, call) ?? otherwise?.(body, call);
    },
  });
  return { ...view, received };
}
