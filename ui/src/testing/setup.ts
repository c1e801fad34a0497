/**
 * Run before every component test file (ui/vitest-project.ts). Files share one page and one module
 * cache, so after each test everything a test may have changed goes back: what it rendered (portals and
 * the body's styles with it), stubbed globals such as `fetch`, faked timers, and the page's storage.
 */
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});
