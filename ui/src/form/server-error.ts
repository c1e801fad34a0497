import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

/** The key of a failure that belongs to no one field (shown by FormAlert). */
export const FORM_FAILURE = "root.server" as const;

/** One reason of a 400: the Worker writes `field.path: message`, joined by `; ` (workers/src/http/validate.ts). */
export interface ServerIssue {
  path: string | null;
  message: string;
}

export function serverIssues(detail: string): ServerIssue[] {
  return detail.split("; ").map((part) => {
    const match = /^([\w.]+): (.+)$/s.exec(part);
    return match?.[1] && match[2] ? { path: match[1], message: match[2] } : { path: null, message: part };
  });
}

/** Whether the form's values hold `path`, even empty (a field the form starts blank, a price left out). */
function holds(values: unknown, path: string): boolean {
  let at = values;
  for (const key of path.split(".")) {
    if (at === null || typeof at !== "object" || !(key in at)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}

/** The form's field a server path names: the whole path, or its tail (`customerInfo.email` → `email`). */
function fieldOf<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, path: string) {
  const parts = path.split(".");
  const values = form.getValues();
  for (let i = 0; i < parts.length; i++) {
    const candidate = parts.slice(i).join(".") as FieldPath<T>;
    if (holds(values, candidate)) return candidate;
  }
  return null;
}

const detailOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * A refused submit back on the form: a 400 or 422 whose detail names fields puts each message under its
 * field (the first one focused); anything else is the form's failure, in `failureText`'s words.
 */
export function applyServerError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  err: unknown,
  failureText: (err: unknown) => string = detailOf,
) {
  const status = err instanceof Error && "status" in err ? err.status : undefined;
  if (status === 400 || status === 422) {
    const issues = serverIssues((err as Error).message).map((issue) => ({
      ...issue,
      field: issue.path ? fieldOf(form, issue.path) : null,
    }));
    if (issues.every((issue) => issue.field)) {
      issues.forEach((issue, i) => {
        if (issue.field)
          form.setError(issue.field, { type: "server", message: issue.message }, { shouldFocus: i === 0 });
      });
      return;
    }
  }
  form.setError(FORM_FAILURE as FieldPath<T>, { type: "server", message: failureText(err) });
}
