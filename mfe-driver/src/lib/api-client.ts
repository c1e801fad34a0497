import type { z } from "zod";

/** An answer of the API that was not OK, with the server's detail when it gave one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

let token: string | null = null;
let onUnauthorized: (() => void) | null = null;

/** The driver's bearer token for every call, and what to do when the server says it is no longer valid. */
export function setAuth(next: string | null, handler?: () => void) {
  token = next;
  onUnauthorized = handler ?? null;
}

/** Calls our API with the driver's token and validates the answer against the contract's schema. */
export async function apiFetch<S extends z.ZodType>(
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
    let detail = `${res.status} ${res.statusText}`.trim();
    try {
      const body = (await res.json()) as { detail?: unknown };
      if (typeof body.detail === "string") detail = body.detail;
    } catch {
      // not JSON: keep the status line
    }
    if (res.status === 401 && token) onUnauthorized?.();
    throw new ApiError(res.status, detail);
  }
  return schema.parse(await res.json());
}

export const errorText = (err: unknown) => `Error: ${err instanceof Error ? err.message : String(err)}`;
