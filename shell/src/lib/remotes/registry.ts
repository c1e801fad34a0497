import type {
  ManageBookingProps,
  QuickBookingFormProps,
  REMOTE_EXPOSES,
  RemoteAppProps,
  RemoteName,
} from "@chauffeur/contract";
import type { ComponentType } from "react";

/** The typed declaration of what each micro-frontend exposes (see each remote's vite.config.ts). */
export interface RemoteExposes {
  booking: {
    App: ComponentType<RemoteAppProps>;
    QuickBookingForm: ComponentType<QuickBookingFormProps>;
    ManageBooking: ComponentType<ManageBookingProps>;
  };
  admin: { App: ComponentType<RemoteAppProps> };
  driver: { App: ComponentType<RemoteAppProps> };
}

export type ExposedName<R extends RemoteName> = keyof RemoteExposes[R] & string;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/**
 * The contract's REMOTE_EXPOSES (what a release is checked for before promotion) names exactly the
 * modules declared above: if the two part, this stops compiling.
 */
export const EXPOSES_MATCH_CONTRACT: {
  [R in RemoteName]: Same<ExposedName<R>, (typeof REMOTE_EXPOSES)[R][number]>;
} = { booking: true, admin: true, driver: true };

export const REMOTE_LABELS: Record<RemoteName, string> = {
  booking: "booking",
  admin: "dispatch dashboard",
  driver: "driver dashboard",
};
