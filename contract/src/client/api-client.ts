import type { z } from "zod";

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

/**
 * The pages' way to call our API: answers are validated against the contract's schema, failures become
 * an ApiError with the server's detail. A signed-in app sets its bearer token and what a 401 means.
 */
export function createApiClient() {
  let token: string | null = null;
  let onUnauthorized: (() => void) | null = null;

  function setAuth(next: string | null, handler?: () => void) {
    token = next;
    onUnauthorized = handler ?? null;
  }

  async function apiFetch<S extends z.ZodType>(
    path: string,
    schema: S,
    init?: RequestInit,
  ): Promise<z.output<S>> {
    const res = await fetch(path, {
      ...init,
      headers: {
        accept: "application/json",
        ...(init?.body ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...init?.headers,
      },
    });
    if (!res.ok) {
      const error = await failure(res);
      if (res.status === 401 && token) onUnauthorized?.();
      throw error;
    }
    return schema.parse(await res.json());
  }

  return { apiFetch, setAuth };
}
