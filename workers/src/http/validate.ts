import type { Hook } from "@hono/zod-openapi";
import type { z } from "zod";
import { BadRequestError } from "../services/core/errors";
import type { AppEnv } from "./types";

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

/** A failed validation at the route's edge answers 400 with the field and zod's message, like every 4xx. */
export const validationHook: Hook<unknown, AppEnv, string, undefined> = (result) => {
  if (!result.success) throw new BadRequestError(describeIssues(result.error));
  return undefined;
};
