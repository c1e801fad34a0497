import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePolled } from "./use-polled";

/** A load whose answers the test releases by hand, in any order. */
function controlledLoads() {
  const pending = new Map<string, (value: string) => void>();
  const load = (key: string) => () => new Promise<string>((resolve) => pending.set(key, resolve));
  const answer = (key: string) => act(async () => pending.get(key)?.(`result for ${key}`));
  return { load, answer };
}

describe("usePolled", () => {
  it("keeps the newest search's answer when an older one arrives after it", async () => {
    const { load, answer } = controlledLoads();
    const { result, rerender } = renderHook(({ search }) => usePolled(load(search), search), {
      initialProps: { search: "ab" },
    });
    rerender({ search: "abc" });
    await answer("abc");
    await waitFor(() => expect(result.current.data).toBe("result for abc"));
    await answer("ab");
    expect(result.current.data).toBe("result for abc");
  });

  it("shows an error and clears it on the next good answer", async () => {
    let fail = true;
    const { result } = renderHook(() =>
      usePolled(async () => {
        if (fail) throw new Error("Network down");
        return "rows";
      }, "k"),
    );
    await waitFor(() => expect(result.current.error).toBe("Network down"));
    fail = false;
    await act(async () => result.current.reload());
    expect(result.current).toMatchObject({ data: "rows", error: null });
  });
});
