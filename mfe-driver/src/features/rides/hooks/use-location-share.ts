import { POSITION_SHARE_INTERVAL_MS } from "@chauffeur/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { sharePosition } from "../api/share-position";

/** localStorage: the driver agreed to share their location during rides (asked once, revocable). */
const CONSENT_KEY = "chauffeur.driver.share-location";

export type ShareState =
  | { status: "off" }
  | { status: "waiting" }
  | { status: "sharing"; sentAt: number }
  | { status: "failed"; reason: string };

const readConsent = () => {
  try {
    return localStorage.getItem(CONSENT_KEY) === "yes";
  } catch {
    return false;
  }
};

/** Why the browser gives no position, in the driver's words. */
function geolocationProblem(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) {
    return "Location is blocked for this site: allow it in the browser's settings to share it.";
  }
  return "Your phone cannot find its location right now; it keeps trying.";
}

/**
 * The phone's position request in flight, and whether sharing is held. A step that ends the tracked part
 * of a ride (on board, no-show, ...) holds it and waits for that request before it is sent: otherwise a
 * position sent just before, or by the 5 s timer before the card learns the new stage, reaches the server
 * after the ride has moved on and is refused (409). One driver shares one position, so this is the app's.
 */
const sharing: { inFlight: Promise<unknown> | null; held: boolean } = { inFlight: null, held: false };

/** The longest a step waits for a position request still on its way (a bad signal may keep it long). */
const HOLD_WAIT_MS = 3_000;

/** Holds sharing and settles once no position request is in flight, or after HOLD_WAIT_MS. */
export async function holdSharing() {
  sharing.held = true;
  if (!sharing.inFlight) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    sharing.inFlight.catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, HOLD_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}

/** Lets sharing go on (the step that held it failed, and the ride is still tracked). */
export function releaseSharing() {
  sharing.held = false;
}

/**
 * While `active` (the ride is on the way or arrived) and the driver has agreed, watches the phone's
 * position and sends it at most every 15 seconds (the first fix at once), and the last one again every
 * 15 seconds while the car stands still (the passenger's page hides a position two minutes old). Stops
 * when the ride moves on or the driver turns it off; a refusal is shown and the next fix tries again.
 */
export function useLocationShare(driverId: string, active: boolean) {
  const [consent, setConsentState] = useState(readConsent);
  const [state, setState] = useState<ShareState>({ status: "off" });
  const lastSent = useRef(0);

  const setConsent = useCallback((on: boolean) => {
    try {
      localStorage.setItem(CONSENT_KEY, on ? "yes" : "no");
    } catch {
      // Private mode: the choice holds for this page only.
    }
    setConsentState(on);
  }, []);

  useEffect(() => {
    if (!active || !consent) {
      setState({ status: "off" });
      return;
    }
    if (!("geolocation" in navigator)) {
      setState({ status: "failed", reason: "This browser cannot share a location." });
      return;
    }
    let stopped = false;
    let latest: GeolocationCoordinates | null = null;
    // A tracked ride starts sharing afresh, whatever the ride before it held.
    sharing.held = false;
    setState({ status: "waiting" });
    const send = () => {
      const now = Date.now();
      if (stopped || sharing.held || !latest || now - lastSent.current < POSITION_SHARE_INTERVAL_MS) return;
      lastSent.current = now;
      const { latitude: lat, longitude: lon, accuracy } = latest;
      const request = sharePosition(driverId, { lat, lon, accuracy });
      sharing.inFlight = request;
      request.finally(() => {
        if (sharing.inFlight === request) sharing.inFlight = null;
      });
      request.then(
        () => !stopped && setState({ status: "sharing", sentAt: now }),
        (err) => {
          lastSent.current = 0;
          if (stopped) return;
          // No answer at all is no signal (a refusal is an ApiError with the server's reason).
          const reason =
            err instanceof ApiError
              ? err.message
              : "No connection: your position is shared again when the phone is back online.";
          setState({ status: "failed", reason });
        },
      );
    };
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        latest = coords;
        send();
      },
      (error) => !stopped && setState({ status: "failed", reason: geolocationProblem(error) }),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 30_000 },
    );
    const again = setInterval(() => send(), 5_000);
    return () => {
      stopped = true;
      clearInterval(again);
      navigator.geolocation.clearWatch(watch);
    };
  }, [active, consent, driverId]);

  return { consent, setConsent, state };
}
