import type { QueryFunction } from '@tanstack/react-query';

/** A non-OK reply. Its message is `"<status>: <body or statusText>"`, as docs/api.md says. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** The reply body as text ('' when empty). */
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The `error` field of a JSON `{ error }` body, if the server sent one. */
  get serverMessage(): string | undefined {
    return this.#field('error');
  }

  /** The `details` field of a JSON `{ error, details }` body (Generate's failures), if the server sent one. */
  get serverDetails(): string | undefined {
    return this.#field('details');
  }

  #field(name: 'error' | 'details'): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && name in parsed) {
        const value = (parsed as Record<string, unknown>)[name];
        if (typeof value === 'string') return value;
      }
    } catch {
      // Not JSON: there is no server message to extract.
    }
    return undefined;
  }
}

/** Throws an ApiError for any non-OK response. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const body = await res.text();
    throw new ApiError(res.status, body, res.statusText);
  }
}

/**
 * The generic write helper: credentials included, a JSON body (with its content type) only when
 * given. A bodyless request carries no JSON content type, which servers would reject as an empty body.
 * `headers` are added to the request (the admin's Authorization).
 */
export async function apiRequest(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

export interface ReadOptions {
  on401?: UnauthorizedBehavior;
  signal?: AbortSignal;
  /** Added to the request (the admin's Authorization). */
  headers?: Record<string, string>;
}

/** One read: GET with credentials, parsed JSON; a 401 throws or yields null. */
export async function readJson<T>(url: string, { on401 = 'throw', signal, headers }: ReadOptions = {}): Promise<T> {
  const res = await fetch(url, headers ? { credentials: 'include', signal, headers } : { credentials: 'include', signal });
  if (on401 === 'returnNull' && res.status === 401) return null as T;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** The read helper: the query key's segments joined with '/' form the URL; a 401 throws or yields null. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return ({ queryKey, signal }) => readJson<T>(queryKey.join('/'), { on401, signal });
}
