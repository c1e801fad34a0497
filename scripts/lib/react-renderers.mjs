// Counts the React renderers a page starts (one react-dom in the page means one React), through the
// hook React DevTools uses, and finds a micro-frontend's script that carries a React of its own. For the
// browser tests and the release check (scripts/lib/remote-check.mjs).

/** A page script (Playwright's `addInitScript`) that installs the counter before any of the page's own. */
export function countReactRenderers() {
  let renderers = 0;
  window.__REACT_RENDERERS__ = () => renderers;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() {
      renderers += 1;
      return renderers;
    },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

/** How many React renderers the page has started (after `countReactRenderers` was installed). */
export function reactRenderers(page) {
  return page.evaluate(() => window.__REACT_RENDERERS__());
}

/**
 * A module of React's own (react, react-dom): each defines the internals React's other packages read.
 * A micro-frontend's script that matches carries a React of its own (say, bundled in by a runtime that
 * imports React outside the shared scope) instead of running on the shell's.
 */
export const REACT_CORE = /__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED\s*=/;

/**
 * Watches the scripts a page loads from under `folder` (a path, "/remotes/") and answers, once called,
 * the paths of those that carry React's own module (`REACT_CORE`). Call it after the page has loaded
 * them. A body Chromium no longer holds (the page moved on) is no copy it can see.
 */
export function watchOwnReact(page, folder) {
  const reads = [];
  page.on("response", (r) => {
    const path = new URL(r.url()).pathname;
    if (!path.startsWith(folder) || r.request().resourceType() !== "script") return;
    reads.push(
      r
        .text()
        .then((body) => (REACT_CORE.test(body) ? path : null))
        .catch(() => null),
    );
  });
  return async () => (await Promise.all(reads)).filter((path) => path !== null);
}
