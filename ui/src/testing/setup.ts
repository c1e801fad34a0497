/**
 * Run before every component test file (ui/vitest-project.ts). Files share one page and one module
 * cache, so after each test everything a test may have changed goes back: what it rendered (portals and
 * the body's styles with it), stubbed globals such as `fetch`, faked timers, and the page's storage.
 */
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// waitFor and findBy return as soon as what they wait for is there; their default of 1 s is shorter than
// a validation or a fetch's render can take on a 2-core machine whose cores other work keeps busy.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});
