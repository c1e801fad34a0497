/**
 * A page of islands in the browser (docs/decisions/028): the only script it loads before someone uses
 * it. No React, no design system, no router: each island (`[data-island]`, `island.tsx`) loads them
 * with its own code when it wakes, then hydrates alone; the rest of the page is never hydrated.
 */
import type { Wake } from "./registry";

const WAKES_ON: Record<Wake, { target: "island" | "window"; events: string[] }> = {
  interaction: {
    target: "island",
    // `input` and `change`: a value set without a key or a pointer (autofill, a script) is a use too.
    events: ["pointerover", "pointerdown", "touchstart", "focusin", "keydown", "input", "change"],
  },
  "first-use": {
    target: "window",
    events: ["scroll", "pointerdown", "pointermove", "keydown", "touchstart"],
  },
};

/** What a click on an island's control before it woke is given again once it has. */
const CONTROL = 'button, input, select, textarea, label, summary, [role="button"], [tabindex]';

export function wakeIslands(root: HTMLElement) {
  const waking = new Map<HTMLElement, Promise<void>>();
  const awake = new Set<Element>();
  const wake = (island: HTMLElement) => {
    let started = waking.get(island);
    if (!started) {
      started = import("./runtime")
        .then((runtime) => runtime.startIsland(island))
        .then(() => void awake.add(island));
      started.catch((error: unknown) => console.error("An island could not start", error));
      waking.set(island, started);
    }
    return started;
  };

  for (const island of root.querySelectorAll<HTMLElement>("[data-island]")) {
    const { target, events } = WAKES_ON[island.dataset.wake as Wake] ?? WAKES_ON.interaction;
    const on = target === "window" ? window : island;
    const start = () => {
      for (const name of events) on.removeEventListener(name, start);
      void wake(island);
    };
    for (const name of events) on.addEventListener(name, start, { passive: true });
  }

  // A click on a control of an island still asleep is held, and given to it once it is awake: the tap
  // that woke the menu opens it. A link is left alone: before its island wakes it navigates as a link.
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const island = target?.closest<HTMLElement>("[data-island]");
      if (!target || !island || awake.has(island) || target.closest("a[href]")) return;
      const control = target.closest<HTMLElement>(CONTROL);
      if (!control || !island.contains(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void wake(island).then(() => {
        if (control.isConnected) control.click();
      });
    },
    true,
  );

  // The page answers a tap from now on (the end-to-end tests wait for this, as for a hydrated app).
  document.documentElement.dataset.hydrated = "true";
}
