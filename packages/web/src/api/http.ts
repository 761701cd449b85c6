import type { Endpoint, EndpointInput, EndpointOutput, FieldError } from '@hangar/domain/endpoint';
import type { Lang } from '@hangar/domain/messages';
import { currentLang } from '../i18n/lang';

// The HTTP client (platform spec §7, §8): JSON in, the envelope out; 15 s timeout; no response → 网络错误;
// 401 → the session has ended (listeners sign the user out); ret 1 / 601 → ApiError carrying the server's
// localized `msg`. The session travels in its HttpOnly cookie.

export const REQUEST_TIMEOUT_MS = 15_000;

export type { FieldError };

export class ApiError extends Error {
  readonly status: number;
  /** Server code (AUTH_EXPIRED, FORBIDDEN, VALIDATION, ...) or NETWORK when there was no answer. */
  readonly code: string;
  readonly errors: FieldError[];
  /** Extra properties of the error answer (e.g. captchaRequired). */
  readonly extra: Record<string, unknown>;

  constructor(
    status: number,
    code: string,
    msg: string,
    errors: FieldError[] = [],
    extra: Record<string, unknown> = {},
  ) {
    super(msg);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.extra = extra;
  }
}

type UnauthorizedListener = (error: ApiError) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called on every 401 answer; the app frame signs the user out and goes to /login. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

const networkMessage: Record<Lang, string> = { 'zh-CN': '网络错误', 'en-US': 'Network error' };

export async function request<T>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> {
  const lang = currentLang();
  let target = url;
  if (method === 'GET' && payload && typeof payload === 'object') {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(payload)) if (v !== undefined && v !== null) query.set(k, String(v));
    const qs = query.toString();
    if (qs) target += (url.includes('?') ? '&' : '?') + qs;
  }
  let res: Response;
  let json: { ret?: number; msg?: string; code?: string; body?: T; errors?: FieldError[] } & Record<string, unknown>;
  try {
    res = await fetch(target, {
      method,
      credentials: 'include',
      headers: { 'accept-language': lang, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      body: method === 'POST' ? JSON.stringify(payload ?? {}) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    json = await res.json();
  } catch {
    throw new ApiError(0, 'NETWORK', networkMessage[lang]);
  }
  if (res.status === 200 && json.ret === 0) return json.body as T;
  const { ret: _ret, msg, code, body: _body, errors, ...extra } = json;
  const error = new ApiError(res.status, code ?? 'ERROR', msg || networkMessage[lang], errors ?? [], extra);
  if (res.status === 401) for (const listener of unauthorizedListeners) listener(error);
  throw error;
}

/**
 * Calls an endpoint of the domain's contracts: `call(endpoints.MaintainCtrl.UpdateMatSeri, { id, matSeri })`.
 * The body and the answer are typed by the contract, so a renamed field fails the type check here and on the
 * server alike.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  ...body: EndpointInput<E> extends undefined ? [] : [EndpointInput<E>]
): Promise<EndpointOutput<E>> {
  return request<EndpointOutput<E>>(endpoint.method, endpoint.path, body[0]);
}

/** `call` for an endpoint whose path has `{name}` segments (`User/UpdateInfo/{id}`): their values in `params`. */
export function callAt<E extends Endpoint>(
  endpoint: E,
  params: Record<string, string | number>,
  ...body: EndpointInput<E> extends undefined ? [] : [EndpointInput<E>]
): Promise<EndpointOutput<E>> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  return request<EndpointOutput<E>>(endpoint.method, path, body[0]);
}

export const api = {
  get: <T>(url: string, query?: Record<string, string | number | undefined>) => request<T>('GET', url, query),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body),
};
