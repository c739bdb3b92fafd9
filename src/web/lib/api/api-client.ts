import type { z } from 'zod';
import { API_PREFIX } from '#shared/contract/endpoint.ts';
import type { EndpointPath, endpoints } from '#shared/contract/endpoints.ts';
import { ApiError } from './api-error.ts';
import { takeEarlyReply } from './early-replies.ts';
import { expireSession, getToken } from '#web/lib/session/session.ts';

export { ApiError };

type Def<P extends EndpointPath> = (typeof endpoints)[P];
type BodyOf<P extends EndpointPath> =
  Def<P> extends { multipart: true }
    ? FormData
    : Def<P> extends { body: infer B extends z.ZodType }
      ? z.input<B>
      : never;
type ParamsOf<P extends EndpointPath> =
  Def<P> extends { params: infer S extends z.ZodType }
    ? Record<keyof z.input<S>, string | number>
    : never;
type QueryOf<P extends EndpointPath> =
  Def<P> extends { query: infer S extends z.ZodType }
    ? { [K in keyof z.input<S>]?: string | number }
    : never;
export type ApiReply<P extends EndpointPath> = z.output<Def<P>['reply']>;

export type ApiOptions<P extends EndpointPath> = ([BodyOf<P>] extends [never]
  ? { body?: undefined }
  : { body: BodyOf<P> }) &
  ([ParamsOf<P>] extends [never] ? { params?: undefined } : { params: ParamsOf<P> }) &
  ([QueryOf<P>] extends [never] ? { query?: undefined } : { query?: QueryOf<P> }) &
  (Def<P>['methods'] extends readonly ['GET', ...unknown[]] | readonly [unknown, 'GET']
    ? { method?: 'GET' | 'POST' }
    : { method?: 'POST' }) & {
    signal?: AbortSignal;
    /** Send this token instead of the stored one (logout after the session is cleared). */
    token?: string;
  };

function buildUrl(
  path: string,
  params: Record<string, string | number> | undefined,
  query: Record<string, string | number | undefined> | undefined,
): string {
  const filled = path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new ApiError('BAD_REQUEST', `Missing path parameter ${key}`, 0);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  return `${API_PREFIX}/${filled}${search.size ? `?${search}` : ''}`;
}

function failureFrom(data: unknown, httpStatus: number): ApiError {
  const d = (data ?? {}) as { code?: unknown; message?: unknown; error?: unknown };
  const message =
    (typeof d.message === 'string' && d.message) ||
    (typeof d.error === 'string' && d.error) ||
    'Something went wrong. Please try again.';
  return new ApiError(typeof d.code === 'string' ? d.code : 'UNKNOWN', message, httpStatus);
}

/**
 * Calls one /api/v1 endpoint, typed from the shared contract. The contract is imported for types
 * only: zod stays out of the first-load bundle, and the server already validates every reply
 * against the same schemas before sending it.
 * - `method: 'GET'` (public catalogue reads) goes without a token so HTTP caches can share it;
 * - a FormData body goes as multipart; everything else is POST JSON with the session token.
 * A 401 to a call that sent the stored token (other than wrong login details) means the session
 * was revoked or expired: it is ended through session.ts, whose listener takes the user to /login.
 * Throws ApiError; never shows toasts or redirects.
 */
export async function api<P extends EndpointPath>(
  path: P,
  ...options: ApiArgs<P>
): Promise<ApiReply<P>> {
  return (await apiWithHeaders(path, ...options)).data;
}

type ApiArgs<P extends EndpointPath> = [BodyOf<P>] extends [never]
  ? [ParamsOf<P>] extends [never]
    ? [ApiOptions<P>?]
    : [ApiOptions<P>]
  : [ApiOptions<P>];

/** `api`, also answering the reply's headers (the catalogue's pages give their total there). */
export async function apiWithHeaders<P extends EndpointPath>(
  path: P,
  ...[options]: ApiArgs<P>
): Promise<{ data: ApiReply<P>; headers: Headers }> {
  const method = options?.method ?? 'POST';
  const body: unknown = options?.body;
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = method === 'GET' ? null : (options?.token ?? getToken());
  if (token) headers.Authorization = `Bearer ${token}`;
  // FormData sets its own multipart Content-Type (with the boundary).
  if (method === 'POST' && !multipart) headers['Content-Type'] = 'application/json';

  const json = method === 'POST' && !multipart ? JSON.stringify(body ?? {}) : undefined;
  const early = token && json !== undefined ? takeEarlyReply(path, token, json) : undefined;
  const earlyData = early && (await early);
  if (earlyData && (earlyData as { status?: unknown }).status === 200) {
    return { data: earlyData as ApiReply<P>, headers: new Headers() };
  }

  let res: Response;
  try {
    res = await fetch(
      buildUrl(
        path,
        options?.params as Record<string, string | number> | undefined,
        options?.query as Record<string, string | number | undefined> | undefined,
      ),
      {
        method,
        headers,
        body: method === 'GET' ? undefined : multipart ? (body as FormData) : json,
        signal: options?.signal,
      },
    );
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(
      'NETWORK',
      'Could not reach the shop. Check your connection and try again.',
      0,
    );
  }

  const data: unknown = await res.json().catch(() => undefined);
  const failed =
    !res.ok ||
    (typeof data === 'object' && data !== null && (data as { status?: unknown }).status === 404);
  if (failed) {
    const error = failureFrom(data, res.status);
    if (res.status === 401 && token && error.code !== 'INVALID_CREDENTIALS') expireSession(token);
    throw error;
  }
  return { data: data as ApiReply<P>, headers: res.headers };
}
