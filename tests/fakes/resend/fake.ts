/**
 * A local fake of Resend's send endpoint, as a request → response function the Worker tests inject as
 * fetch. It keeps the documented rules, so a wrong request fails a test: `POST /emails` with
 * `Authorization: Bearer <key>` (401 missing_api_key, 403 invalid_api_key); a JSON body with `from`
 * (`address` or `Name <address>`, on a verified domain: 422 missing_required_field / invalid_from_address,
 * 403 validation_error), `to` (1 to 50 addresses), `subject`, `html` or `text`, `reply_to`, `attachments`
 * (`filename`, base64 `content`, an optional MIME `content_type`; 40 MB at most in all) and `tags` (ASCII letters, digits, `_` and `-`),
 * each refused with 422; an `Idempotency-Key` of 1 to 256 characters (400 invalid_idempotency_key) whose
 * repeat within 24 hours answers the first answer and sends nothing, or 409 invalid_idempotent_request
 * with another payload. Errors answer `{ statusCode, name, message }`. A test can make it answer 429
 * rate_limit_exceeded (with `retry-after` and the `ratelimit-*` headers) or 500 for the next requests.
 */

export interface FakeEmail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  html?: string;
  text?: string;
  reply_to?: string | string[];
  attachments?: { filename: string; content: string; content_type?: string }[];
  tags?: { name: string; value: string }[];
  headers: { idempotencyKey: string | null };
}

/** Resend's limit on an e-mail's attachments, counted after base64 encoding. */
export const MAX_ATTACHMENTS_BYTES = 40 * 1024 * 1024;
const ADDRESS = /^[^\s@<>]+@([^\s@<>]+\.[^\s@<>]+)$/;
const TAG = /^[A-Za-z0-9_-]{1,256}$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The address of `address` or `Name <address>`, and its domain; null when it is neither. */
function parseAddress(value: unknown): { address: string; domain: string } | null {
  if (typeof value !== "string") return null;
  const inner = /^(?:"?[^"<>]*"?\s*)?<([^<>]+)>$/.exec(value.trim())?.[1] ?? value.trim();
  const match = ADDRESS.exec(inner);
  return match?.[1] ? { address: inner, domain: match[1].toLowerCase() } : null;
}

const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

export function createResendFake(apiKey: string, verifiedDomains: string[]) {
  const emails: FakeEmail[] = [];
  const keys = new Map<string, { payload: string; status: number; body: unknown }>();
  let scripted: { status: 429 | 500; times: number; retryAfter: number } | null = null;
  const error = (statusCode: number, name: string, message: string, headers: HeadersInit = {}) =>
    Response.json({ statusCode, name, message }, { status: statusCode, headers });

  /** What a payload gets wrong, as Resend would say it; null when it would be sent. */
  function refusal(body: Record<string, unknown>): Response | null {
    for (const field of ["from", "to", "subject"]) {
      if (body[field] === undefined || body[field] === "") {
        return error(422, "missing_required_field", `Missing \`${field}\` field.`);
      }
    }
    const from = parseAddress(body.from);
    if (!from) {
      return error(
        422,
        "invalid_from_address",
        "Invalid `from` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.",
      );
    }
    if (!verifiedDomains.includes(from.domain)) {
      return error(
        403,
        "validation_error",
        `The ${from.domain} domain is not verified. Please, add and verify your domain on https://resend.com/domains`,
      );
    }
    const to = list(body.to);
    if (to.length === 0 || to.length > 50 || !to.every((t) => parseAddress(t))) {
      return error(
        422,
        "validation_error",
        "Invalid `to` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.",
      );
    }
    if (!list(body.reply_to).every((t) => parseAddress(t))) {
      return error(422, "validation_error", "Invalid `reply_to` field.");
    }
    if (typeof body.html !== "string" && typeof body.text !== "string") {
      return error(422, "validation_error", "Either `html` or `text` must be provided.");
    }
    const files = list(body.attachments) as Record<string, unknown>[];
    let size = 0;
    for (const file of files) {
      if (typeof file.content !== "string" && typeof file.path !== "string") {
        return error(422, "invalid_attachment", "Attachment must have either a `content` or `path`.");
      }
      if (typeof file.content === "string") {
        if (!BASE64.test(file.content))
          return error(422, "invalid_attachment", "Attachment content must be base64.");
        size += file.content.length;
      }
      if (typeof file.filename !== "string" || file.filename === "") {
        return error(422, "validation_error", "Attachment must have a `filename`.");
      }
      if (file.content_type !== undefined && !/^[\w.+-]+\/[\w.+-]+(;.*)?$/.test(String(file.content_type))) {
        return error(422, "validation_error", "Attachment `content_type` must be a MIME type.");
      }
    }
    if (size > MAX_ATTACHMENTS_BYTES) {
      return error(422, "validation_error", "Attachments exceed the 40 MB limit of an email.");
    }
    const tags = list(body.tags) as { name?: unknown; value?: unknown }[];
    if (!tags.every((t) => TAG.test(String(t.name)) && TAG.test(String(t.value)))) {
      return error(
        422,
        "validation_error",
        "Tags may only contain ASCII letters, numbers, underscores, or dashes.",
      );
    }
    return null;
  }

  async function handle(input: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input);
    if (url.pathname !== "/emails") return error(404, "not_found", "The requested endpoint does not exist.");
    if ((init.method ?? "GET") !== "POST")
      return error(405, "method_not_allowed", "Method is not allowed for the requested path.");
    const headers = new Headers(init.headers);
    const auth = headers.get("authorization");
    if (!auth) return error(401, "missing_api_key", "Missing API key in the authorization header.");
    if (auth !== `Bearer ${apiKey}`) return error(403, "invalid_api_key", "API key is invalid.");
    if (scripted && scripted.times > 0) {
      scripted.times -= 1;
      return scripted.status === 429
        ? error(429, "rate_limit_exceeded", "Too many requests. You can only make 2 requests per second.", {
            "retry-after": String(scripted.retryAfter),
            "ratelimit-limit": "2",
            "ratelimit-remaining": "0",
            "ratelimit-reset": String(scripted.retryAfter),
          })
        : error(500, "application_error", "An unexpected error occurred.");
    }
    const key = headers.get("idempotency-key");
    if (key !== null && (key.length < 1 || key.length > 256)) {
      return error(400, "invalid_idempotency_key", "The key must be between 1-256 chars.");
    }
    const payload = String(init.body ?? "");
    const seen = key ? keys.get(key) : undefined;
    if (seen) {
      if (seen.payload !== payload) {
        return error(
          409,
          "invalid_idempotent_request",
          "Same idempotency key used with a different request payload.",
        );
      }
      return Response.json(seen.body, { status: seen.status });
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(payload) as Record<string, unknown>;
    } catch {
      return error(422, "validation_error", "Invalid JSON body.");
    }
    const refused = refusal(body);
    if (refused) return refused;
    const id = crypto.randomUUID();
    emails.push({
      ...(body as unknown as FakeEmail),
      id,
      to: list(body.to) as string[],
      headers: { idempotencyKey: key },
    });
    if (key) keys.set(key, { payload, status: 200, body: { id } });
    return Response.json({ id }, { status: 200 });
  }

  return {
    fetch: handle,
    emails,
    /** The next `times` requests are refused with 429 rate_limit_exceeded, `retry-after: retryAfter`. */
    rateLimitNext(times: number, retryAfter = 1) {
      scripted = { status: 429, times, retryAfter };
    },
    /** The next `times` requests fail with 500 application_error. */
    failNext(times: number) {
      scripted = { status: 500, times, retryAfter: 0 };
    },
  };
}
