/**
 * A page of islands in the browser (docs/decisions/028): the only script it loads before someone uses
 * it. No React, no design system, no router: each island (`[data-island]`, `island.tsx`) loads them
 * with its own code when it wakes, then hydrates alone; the rest of the page is never hydrated.
 */
import type { Wake } from "./kinds";

const ON_INTERACTION = {
  target: "island",
  // `input` and `change`: a value set without a key or a pointer (autofill, a script) is a use too.
  // A pointer moving over it, not one that is merely there: see `moved`.
  events: ["pointermove", "pointerdown", "touchstart", "focusin", "keydown", "input", "change"],
} as const;

const WAKES_ON: Record<Wake, { target: "island" | "window"; events: readonly string[] }> = {
  interaction: ON_INTERACTION,
  "first-use": {
    target: "window",
    events: ["scroll", "pointerdown", "pointermove", "keydown", "touchstart"],
  },
  turn: ON_INTERACTION,
};

/**
 * A carousel's first turn (`wake="turn"`): due `every` ms after it came on screen (the countdown stops
 * while it is off screen), never for a visitor who asks for reduced motion. When it is due the island
 * wakes and takes it: a click on its `[data-turn]` control. Returns what stops the countdown.
 */
function firstTurn(island: HTMLElement, wake: () => Promise<void>): () => void {
  const every = Number(island.dataset.every);
  const turn = island.querySelector<HTMLElement>("[data-turn]");
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (!turn || !(every > 0) || still) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const observer = new IntersectionObserver((entries) => {
    const onScreen = entries.some((entry) => entry.isIntersecting);
    if (!onScreen) {
      clearTimeout(timer);
      timer = undefined;
    } else if (timer === undefined) {
      timer = setTimeout(() => {
        stop();
        // Someone reading it (the pointer or the focus on it) holds it still: it wakes without turning.
        const held = Array.from(island.children).some(
          (child) => child.matches(":hover") || child.contains(document.activeElement),
        );
        void wake().then(() => !held && turn.isConnected && turn.click());
      }, every);
    }
  });
  // The island's element has no box of its own (`display: contents`): its children are what shows.
  for (const child of island.children) observer.observe(child);
  return stop;
}

/**
 * Whether an event is someone's use. A pointer that did not move is not: the browser reports the
 * resting cursor over a new page (a pointerover and a pointermove where it rests, no movement; headless
 * Chromium at 0,0, over the header), and a page that loads under the hand that clicked the link to it
 * is not being used yet.
 */
function moved(event: Event) {
  return (
    !(event instanceof PointerEvent && event.type === "pointermove") ||
    event.movementX !== 0 ||
    event.movementY !== 0
  );
}

/** What a click on an island's control before it woke is given again once it has. */
const CONTROL = 'button, input, select, textarea, label, summary, [role="button"], [tabindex]';

/** Whether this tab's session storage holds `key` (an island then has the visitor's own to show). */
function stored(key: string | undefined) {
  try {
    return key !== undefined && sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** A radio or checkbox, or a label of one: the browser sets it at once (the island hears it when awake). */
function checkable(control: HTMLElement) {
  const input = control instanceof HTMLLabelElement ? control.control : control;
  return input instanceof HTMLInputElement && (input.type === "radio" || input.type === "checkbox");
}

/**
 * The form of `island` now in the place of `form`: itself, or (the island was rendered anew over the
 * server's HTML) the one of the same id.
 */
function formAgain(island: HTMLElement, form: HTMLFormElement): HTMLFormElement | null {
  if (form.isConnected) return form;
  return island.querySelector<HTMLFormElement>(form.id ? `form[id="${CSS.escape(form.id)}"]` : "form");
}

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
    const kind = (island.dataset.wake as Wake | undefined) ?? "interaction";
    const { target, events } = WAKES_ON[kind] ?? WAKES_ON.interaction;
    const on = target === "window" ? window : island;
    let stopTurn = () => {};
    const start = (event?: Event) => {
      if (event && !moved(event)) return;
      for (const name of events) on.removeEventListener(name, start);
      stopTurn();
      void wake(island);
    };
    for (const name of events) on.addEventListener(name, start, { passive: true });
    if (kind === "turn") stopTurn = firstTurn(island, () => wake(island));
    if (stored(island.dataset.wakeIfStored)) start();
  }

  // A click on a control of an island still asleep is held, and given to it once it is awake: the tap
  // that woke the menu opens it. A link is left alone: before its island wakes it navigates as a link.
  // So is a radio or a checkbox: it is checked at once, and given to the island as a choice made
  // before it woke (islands/typed.ts).
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const island = target?.closest<HTMLElement>("[data-island]");
      if (!target || !island || awake.has(island) || target.closest("a[href]")) return;
      const control = target.closest<HTMLElement>(CONTROL);
      if (!control || !island.contains(control) || checkable(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // A submit button of an island rendered anew is gone: its form's counterpart is sent instead.
      const form = control instanceof HTMLButtonElement && control.type === "submit" ? control.form : null;
      void wake(island).then(() => {
        if (control.isConnected) control.click();
        else if (form) formAgain(island, form)?.requestSubmit();
      });
    },
    true,
  );

  // A form sent before its island woke (Enter in a field) is held as well, and sent once it is awake:
  // the browser would send it itself, a GET of the page with what was typed in its address.
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      const island = form?.closest<HTMLElement>("[data-island]");
      if (!form || !island || awake.has(island)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void wake(island).then(() => formAgain(island, form)?.requestSubmit());
    },
    true,
  );

  // The page answers a tap from now on (the end-to-end tests wait for this, as for a hydrated app).
  document.documentElement.dataset.hydrated = "true";
}
