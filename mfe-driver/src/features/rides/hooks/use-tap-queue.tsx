import type { DriverRide } from "@chauffeur/contract";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { ApiError } from "../../../lib/api-client";
import { advanceRide } from "../api/advance-ride";
import {
  delivered,
  type QueuedTap,
  readTaps,
  refused,
  type TapState,
  withQueuedTaps,
  writeTaps,
} from "../lib/tap-queue";

/** While taps wait, they are tried this often too (a connection can come back without an `online` event). */
const RETRY_MS = 15_000;

interface TapQueue {
  state: TapState;
  /** Keeps a tap that could not be sent, to send on reconnect. */
  enqueue: (tap: QueuedTap) => void;
  /** The chauffeur has read why a tap was refused. */
  dismiss: (key: string) => void;
  /** The ride with its queued taps played on top. */
  shown: (ride: DriverRide) => DriverRide;
  waiting: (bookingId: string) => QueuedTap[];
}

const TapQueueContext = createContext<TapQueue | null>(null);

export function useTapQueue(): TapQueue {
  const queue = useContext(TapQueueContext);
  if (!queue) throw new Error("useTapQueue needs a TapQueueProvider");
  return queue;
}

/**
 * The driver's offline taps: kept on the phone, sent in order on reconnect (and every 15 s while any
 * wait), each under its own idempotency key and with the time it was made. A delivered tap updates the
 * ride; a refused one (the ride was reassigned or cancelled meanwhile) is kept with the server's reason
 * until dismissed, never dropped in silence. A 401 or a server failure leaves the queue for later.
 */
export function TapQueueProvider({
  driverId,
  onDelivered,
  onRefused,
  children,
}: {
  driverId: string;
  onDelivered: (ride: DriverRide) => void;
  onRefused: () => void;
  children: ReactNode;
}) {
  const [state, setState] = useState(() => readTaps(driverId));
  const current = useRef(state);
  const sending = useRef(false);

  const update = useCallback(
    (change: (state: TapState) => TapState) => {
      const next = change(current.current);
      current.current = next;
      writeTaps(driverId, next);
      setState(next);
    },
    [driverId],
  );

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (let tap = current.current.queued[0]; tap; tap = current.current.queued[0]) {
        const sent = tap;
        try {
          const result = await advanceRide(driverId, sent.bookingId, sent.stage, {
            key: sent.key,
            tappedAt: sent.tappedAt,
            confirmEarly: sent.confirmEarly,
          });
          update((s) => delivered(s, sent.key));
          onDelivered(result.ride);
        } catch (err) {
          // No connection, a session to renew, or the server's own trouble: try again later.
          if (!(err instanceof ApiError) || err.status === 401 || err.status === 429 || err.status >= 500) {
            return;
          }
          update((s) => refused(s, sent, err.message));
          onRefused();
        }
      }
    } finally {
      sending.current = false;
    }
  }, [driverId, update, onDelivered, onRefused]);

  useEffect(() => {
    void flush();
    const online = () => void flush();
    window.addEventListener("online", online);
    const timer = setInterval(() => {
      if (current.current.queued.length > 0 && navigator.onLine) void flush();
    }, RETRY_MS);
    return () => {
      window.removeEventListener("online", online);
      clearInterval(timer);
    };
  }, [flush]);

  const queue = useMemo<TapQueue>(
    () => ({
      state,
      enqueue: (tap) => update((s) => ({ ...s, queued: [...s.queued, tap] })),
      dismiss: (key) => update((s) => ({ ...s, refused: s.refused.filter((t) => t.key !== key) })),
      shown: (ride) => withQueuedTaps(ride, state.queued),
      waiting: (bookingId) => state.queued.filter((t) => t.bookingId === bookingId),
    }),
    [state, update],
  );
  return <TapQueueContext.Provider value={queue}>{children}</TapQueueContext.Provider>;
}
