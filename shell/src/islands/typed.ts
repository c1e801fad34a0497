/**
 * What a person did in an island before it woke (docs/decisions/028): what they typed or chose, which
 * the browser kept in the server's controls, and where the focus went. React knows nothing of either:
 * it would render over the values, and never heard the focus (a Chakra accordion's trigger answers a
 * click only once it heard its focus). Both are given back once the island is awake, as React hears them.
 */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const VALUE_TYPES = new Set([
  "text",
  "search",
  "email",
  "tel",
  "url",
  "number",
  "password",
  "date",
  "time",
  "",
]);
const CHECKED_TYPES = new Set(["radio", "checkbox"]);

/** A value typed or chosen in a control, or a radio or checkbox set. */
export type Edit = { control: Control; value: string } | { control: HTMLInputElement; checked: boolean };

/** The value the server wrote into a control (what it shows until someone edits it). */
function served(control: Control): string {
  if (control instanceof HTMLSelectElement) {
    const chosen = Array.from(control.options).find((o) => o.defaultSelected) ?? control.options[0];
    return chosen?.value ?? "";
  }
  return control.defaultValue;
}

/** The controls of `island` that someone changed, with what they changed them to. */
export function typedBefore(island: HTMLElement): Edit[] {
  const controls = island.querySelectorAll<Control>("input, textarea, select");
  return Array.from(controls).flatMap((control): Edit[] => {
    if (control instanceof HTMLInputElement && CHECKED_TYPES.has(control.type)) {
      return control.checked !== control.defaultChecked ? [{ control, checked: control.checked }] : [];
    }
    if (control instanceof HTMLInputElement && !VALUE_TYPES.has(control.type)) return [];
    return control.value !== served(control) ? [{ control, value: control.value }] : [];
  });
}

/**
 * The control of the island now in the place of `control`: itself, or (the island was rendered anew
 * over the server's HTML) the one of the same name (and value, for a radio).
 */
function counterpart<C extends Control>(island: HTMLElement, control: C): C | null {
  if (control.isConnected) return control;
  if (!control.name) return null;
  const radio = control instanceof HTMLInputElement && control.type === "radio";
  const selector = `${control.localName}[name="${CSS.escape(control.name)}"]${radio ? `[value="${CSS.escape(control.value)}"]` : ""}`;
  return island.querySelector<C>(selector);
}

/**
 * Gives each edit back to its control as React hears one. React compares a control's value with the
 * one it last saw (its value tracker, which the control's own `value` and `checked` setters update;
 * the prototype's do not) and calls onChange only when they differ: so the control is first set, through
 * its own setter, to what the server wrote, then to the edit through the prototype's, then the event.
 */
export function typeAgain(island: HTMLElement, edits: Edit[]) {
  for (const edit of edits) {
    const control = counterpart(island, edit.control);
    if (!control) continue;
    if ("checked" in edit) {
      // A radio unchecked by choosing another is given back through the one chosen.
      if (!(control instanceof HTMLInputElement) || (control.type === "radio" && !edit.checked)) continue;
      // React hears a checkable change through its click: from the other state, the click lands on it.
      control.checked = !edit.checked;
      control.click();
      continue;
    }
    control.value = served(control);
    const prototype = Object.getPrototypeOf(control) as object;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, edit.value);
    const event = control instanceof HTMLSelectElement ? "change" : "input";
    control.dispatchEvent(new Event(event, { bubbles: true }));
  }
}

/** The element of the island that has the focus, if any. */
export function focusedIn(island: HTMLElement): HTMLElement | null {
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused !== island && island.contains(focused) ? focused : null;
}

/**
 * Tells the island's React the focus it missed: the control the press that woke it focused (or a Tab
 * before it woke) still has it, but its `onFocus` never ran; React hears `focusin` as focus. An island
 * rendered anew lost the focused element: the control in its place takes the focus.
 */
export function focusAgain(island: HTMLElement, before: HTMLElement | null) {
  if (before?.isConnected) {
    before.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  } else if (
    before instanceof HTMLInputElement ||
    before instanceof HTMLSelectElement ||
    before instanceof HTMLTextAreaElement
  ) {
    counterpart<Control>(island, before)?.focus({ preventScroll: true });
  }
}
