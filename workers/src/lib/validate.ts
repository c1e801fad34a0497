import type { Context } from "hono";
import type { z } from "zod";
import { BadRequestError } from "../services/core/errors";

/** Turns zod's issues into one readable sentence, naming the field. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const field = issue.path.join(".");
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join("; ");
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BadRequestError(describeIssues(parsed.error));
  return parsed.data;
}

/** Reads and validates a JSON body: malformed JSON and invalid fields both answer 400 with a detail. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new BadRequestError("Request body must be valid JSON");
  }
  return parseWith(schema, body);
}

/** Validates the query string (single values) against a schema. */
export function queryParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}
