/**
 * What a person did in an island before it woke (docs/decisions/028): what they typed or chose, which
 * the browser kept in the server's controls, and where the focus went. React knows nothing of either:
 * it would render over the values, and never heard the focus (a Chakra accordion's trigger answers a
 * click only once it heard its focus). Both are given back once the island hydrated, as React hears them.
 */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TEXT_TYPES = new Set(["text", "search", "email", "tel", "url", "number", "password", ""]);

/** The value the server wrote into a control (what it shows until someone edits it). */
function served(control: Control): string {
  if (control instanceof HTMLSelectElement) {
    const chosen = Array.from(control.options).find((o) => o.defaultSelected) ?? control.options[0];
    return chosen?.value ?? "";
  }
  return control.defaultValue;
}

/** The controls of `island` whose value someone changed, with that value. */
export function typedBefore(island: HTMLElement): [Control, string][] {
  const controls = island.querySelectorAll<Control>("input, textarea, select");
  return Array.from(controls)
    .filter((c) => !(c instanceof HTMLInputElement) || TEXT_TYPES.has(c.type))
    .filter((c) => c.value !== served(c))
    .map((c) => [c, c.value]);
}

/** Gives each value back to its control as an edit React hears (its value setter, then the event). */
export function typeAgain(edits: [Control, string][]) {
  for (const [control, value] of edits) {
    if (!control.isConnected) continue;
    const prototype = Object.getPrototypeOf(control) as object;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
    const event = control instanceof HTMLSelectElement ? "change" : "input";
    control.dispatchEvent(new Event(event, { bubbles: true }));
  }
}

/**
 * Tells the island's React the focus it missed: the control the press that woke it focused (or a Tab
 * before it woke) still has it, but its `onFocus` never ran. React hears `focusin` as focus.
 */
export function focusAgain(island: HTMLElement) {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === island || !island.contains(focused)) return;
  focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
}
