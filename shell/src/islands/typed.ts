/**
 * What a person typed or chose in an island's fields before it woke (docs/decisions/028): the browser
 * kept it in the server's controls, but React knows nothing of it and would render over it. Read just
 * before the island hydrates, and given back once it has, as the edits the person made.
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
