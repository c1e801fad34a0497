import type { paths } from "./api-types";
import type { Answer, CallOptions, Method, OptionsArg, PathFor } from "./typed-api";

/** An answer of the API that was not OK, with the server's detail when it gave one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The error's whole JSON body (a 402 may carry the bank's `nextAction`). */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** SPEC.md's error text for a failed staff action: 'Error: {detail}'. */
export const errorText = (err: unknown) => `Error: ${err instanceof Error ? err.message : String(err)}`;

async function failure(res: Response): Promise<ApiError> {
  let detail = `${res.status} ${res.statusText}`.trim();
  let body: { detail?: unknown } | null = null;
  try {
    body = (await res.json()) as { detail?: unknown };
    if (typeof body.detail === "string") detail = body.detail;
  } catch {
    // not JSON: keep the status line
  }
  return new ApiError(res.status, detail, body);
}

type Loose = {
  path?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  header?: Record<string, string | undefined>;
  body?: unknown;
  raw?: Blob;
  token?: string;
  signal?: AbortSignal;
};

/** `/api/x/{id}` with its parameters, then the query's defined values. */
function urlOf(path: string, options: Loose): string {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = options.path?.[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * The pages' way to call our API, typed by the Worker's own OpenAPI document (api-types.ts): a path the
 * API does not have, a missing parameter or a wrong body does not type-check, and the answer has the
 * route's type. Failures become an ApiError with the server's detail. A signed-in app sets its bearer
 * token and what a 401 means.
 */
export function createApiClient() {
  let token: string | null = null;
  let onUnauthorized: (() => void) | null = null;

  function setAuth(next: string | null, handler?: () => void) {
    token = next;
    onUnauthorized = handler ?? null;
  }

  async function send(method: Method, path: string, options: Loose = {}): Promise<Response> {
    const bearer = options.token ?? token;
    const headers: Record<string, string> = { accept: "application/json, text/csv" };
    for (const [name, value] of Object.entries(options.header ?? {})) if (value) headers[name] = value;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    if (options.raw) headers["content-type"] = options.raw.type || "application/octet-stream";
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const res = await fetch(urlOf(path, options), {
      method: method.toUpperCase(),
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.raw ? { body: options.raw } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (!res.ok) {
      const error = await failure(res);
      // Only the signed-in session's own token expiring signs out; a look-up's token is the page's.
      if (res.status === 401 && token && !options.token) onUnauthorized?.();
      throw error;
    }
    return res;
  }

  const call = async (method: Method, path: string, options: Loose = {}): Promise<unknown> => {
    const res = await send(method, path, options);
    // 204: done, with nothing to say (a sign-out, a deletion).
    return res.status === 204 ? undefined : res.json();
  };

  /** A GET answered with a file (a CSV export), as a Blob, with the signed-in session's token. */
  const download = async <P extends PathFor<"get">>(path: P, options: Loose = {}): Promise<Blob> =>
    (await send("get", path, options)).blob();

  const verb =
    <M extends Method>(method: M) =>
    <P extends PathFor<M>>(path: P, ...[options]: OptionsArg<P, M>): Promise<Answer<P, M>> =>
      call(method, path, options as Loose) as Promise<Answer<P, M>>;

  return {
    get: verb("get"),
    post: verb("post"),
    put: verb("put"),
    patch: verb("patch"),
    delete: verb("delete"),
    download,
    setAuth,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type { Answer, CallOptions, paths };
