/**
 * Test helpers for the apps' component tests (`@chauffeur/ui/testing`; never imported by app code).
 */

import { QueryClient } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { UiProvider } from "../provider";
import { QueryProvider } from "../query";

/** A component inside the providers the shell gives every app, with a cache of its own. */
export function renderInApp(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <UiProvider>
      <QueryProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryProvider>
    </UiProvider>,
  );
}

/** Types into a field as a paste: one input event, so tests stay fast on a loaded machine. */
export async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** The error messages a form shows now, as the user reads them (each field's and the form's). */
export function shownErrors(form: HTMLElement = screen.getByRole("form")): string[] {
  return within(form)
    .queryAllByRole("alert")
    .map((el) => el.textContent?.trim() ?? "")
    .filter(Boolean);
}

export interface Refusal {
  status: number;
  detail: string;
}

// Kept out of the apps' type check: the Worker's code needs the Workers runtime's types, not the DOM's.
const WORKER_REFUSAL: string = "../../../workers/src/testing/refusal.ts";

/**
 * The Worker's own answer to a request its route refuses at the edge: the real app, its route's schema
 * and error mapper, run in the test's process (workers/src/testing/refusal.ts).
 */
export async function serverRefusal(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body: unknown,
  as?: "admin" | "driver" | "customer",
): Promise<Refusal> {
  const { refusal } = (await import(/* @vite-ignore */ WORKER_REFUSAL)) as {
    refusal: (method: string, path: string, body: unknown, as?: string) => Promise<Refusal>;
  };
  return refusal(method, path, body, as);
}

/** The message of a 400's detail for one field (`customerInfo.email: Please enter …` → `Please enter …`). */
export function detailFor(detail: string, path: string): string | undefined {
  return detail
    .split("; ")
    .find((part) => part.startsWith(`${path}: `))
    ?.slice(path.length + 2);
}

/** A Boston date `days` from today (yyyy-mm-dd): fixtures stay bookable whatever day the tests run. */
export function daysAhead(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}
