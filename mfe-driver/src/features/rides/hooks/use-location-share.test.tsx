import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdSharing, releaseSharing, useLocationShare } from "./use-location-share";

/** A phone whose position the test gives, when it likes. */
function fakeGeolocation() {
  let report: PositionCallback = () => undefined;
  vi.stubGlobal("navigator", {
    ...navigator,
    geolocation: {
      watchPosition: (ok: PositionCallback) => {
        report = ok;
        return 1;
      },
      clearWatch: () => undefined,
    },
  });
  return (latitude: number, longitude: number) =>
    report({ coords: { latitude, longitude, accuracy: 10 } } as GeolocationPosition);
}

/** The API, answering each position request only when the test says so. */
function slowServer() {
  const answers: (() => void)[] = [];
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answers.push(() => resolve(Response.json({ ok: true })));
      }),
  );
  vi.stubGlobal("fetch", fetch);
  const positions = () => fetch.mock.calls.length;
  const answerAll = () => {
    for (const answer of answers.splice(0)) answer();
  };
  return { positions, answerAll };
}

/** A tracked ride whose chauffeur agreed to share, on a phone and a server of the test's. */
function sharingRide() {
  localStorage.setItem("chauffeur.driver.share-location", "yes");
  const moveTo = fakeGeolocation();
  const server = slowServer();
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  renderHook(() => useLocationShare("driver-1", true));
  return { moveTo, server };
}

afterEach(() => releaseSharing());

describe("sharing the chauffeur's position", () => {
  it("holds while a step ends the tracked part of the ride: nothing more is sent, and the hold waits for the request in flight", async () => {
    const { moveTo, server } = sharingRide();
    moveTo(42.339, -71.048);
    expect(server.positions()).toBe(1);

    let held = false;
    const hold = holdSharing().then(() => {
      held = true;
    });
    await Promise.resolve();
    expect(held, "the hold waits for the position still on its way").toBe(false);

    // Held: neither a new fix nor the timer sends anything, however long it goes on.
    vi.advanceTimersByTime(60_000);
    moveTo(42.3656, -71.0096);
    expect(server.positions()).toBe(1);

    server.answerAll();
    await hold;
    expect(held).toBe(true);
  });

  it("waits at most 3 s for a position request that gets no answer", async () => {
    const { moveTo, server } = sharingRide();
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval", "setTimeout", "clearTimeout"] });
    moveTo(42.339, -71.048);
    expect(server.positions()).toBe(1);
    let held = false;
    const hold = holdSharing().then(() => {
      held = true;
    });
    await vi.advanceTimersByTimeAsync(2_900);
    expect(held).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await hold;
    expect(held).toBe(true);
    // Answered at last: nothing of this test is left in flight for the next.
    server.answerAll();
    await vi.runAllTimersAsync();
  });

  it("goes on sharing once the hold is released (the step failed, the ride is still followed)", async () => {
    const { moveTo, server } = sharingRide();
    await holdSharing();
    moveTo(42.339, -71.048);
    expect(server.positions()).toBe(0);

    releaseSharing();
    vi.advanceTimersByTime(5_000);
    await waitFor(() => expect(server.positions()).toBe(1));
    server.answerAll();
  });
});
