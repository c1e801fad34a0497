import { act, useState } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { focusAgain, focusedIn, typeAgain, typedBefore } from "./typed";

// React Testing Library is not used here: tell React the tests drive it with act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form whose fields are React's state (as the Quick Booking form's are), which it shows. */
function Trip() {
  const [place, setPlace] = useState("");
  const [kind, setKind] = useState("one-way");
  const [time, setTime] = useState("");
  const [focused, setFocused] = useState(false);
  return (
    <form>
      <input
        name="place"
        value={place}
        onChange={(e) => setPlace(e.target.value)}
        onFocus={() => setFocused(true)}
      />
      {["one-way", "hourly"].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="kind"
            value={value}
            checked={kind === value}
            onChange={() => setKind(value)}
          />
          {value}
        </label>
      ))}
      <select name="time" value={time} onChange={(e) => setTime(e.target.value)}>
        <option value="">Select time</option>
        <option value="14:30">2:30 PM</option>
      </select>
      <output>{`${place}|${kind}|${time}|${focused ? "focused" : "not focused"}`}</output>
    </form>
  );
}

let root: Root | undefined;
let island: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  island.remove();
});

/** The island as the Worker wrote it, then what a person did to it before its code arrived. */
function servedAndUsed() {
  island = document.createElement("div");
  island.innerHTML = renderToString(<Trip />);
  document.body.append(island);
  const place = island.querySelector<HTMLInputElement>('input[name="place"]');
  const hourly = island.querySelector<HTMLInputElement>('input[value="hourly"]');
  const time = island.querySelector<HTMLSelectElement>("select");
  if (!place || !hourly || !time) throw new Error("The form is not there");
  place.focus();
  place.value = "Boston";
  hourly.click();
  time.value = "14:30";
  return { edits: typedBefore(island), focused: focusedIn(island) };
}

const shown = () => island.querySelector("output")?.textContent;

describe("what was done in an island before it woke", () => {
  it("reaches React's state once the island adopted the server's HTML, the focus too", () => {
    const { edits, focused } = servedAndUsed();
    expect(edits).toHaveLength(4);
    act(() => {
      root = hydrateRoot(island, <Trip />);
    });
    // React adopted the HTML as it is: the fields show what was done, its state knows nothing of it.
    expect(shown()).toBe("|one-way||not focused");
    act(() => {
      typeAgain(island, edits);
      focusAgain(island, focused);
    });
    expect(shown()).toBe("Boston|hourly|14:30|focused");
    expect(island.querySelector<HTMLInputElement>('input[value="hourly"]')?.checked).toBe(true);
  });

  it("reaches the controls in their place when the island renders anew over the server's HTML", () => {
    const { edits, focused } = servedAndUsed();
    act(() => {
      root = createRoot(island);
      root.render(<Trip />);
    });
    act(() => {
      typeAgain(island, edits);
      focusAgain(island, focused);
    });
    expect(shown()).toBe("Boston|hourly|14:30|focused");
    expect(document.activeElement).toBe(island.querySelector('input[name="place"]'));
  });
});
