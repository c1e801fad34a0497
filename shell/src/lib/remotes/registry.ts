import type { QuickBookingFormProps, RemoteAppProps, RemoteName } from "@chauffeur/contract";
import type { ComponentType } from "react";

/** The typed declaration of what each micro-frontend exposes (see each remote's vite.config.ts). */
export interface RemoteExposes {
  booking: { App: ComponentType<RemoteAppProps>; QuickBookingForm: ComponentType<QuickBookingFormProps> };
  admin: { App: ComponentType<RemoteAppProps> };
  driver: { App: ComponentType<RemoteAppProps> };
}

export type ExposedName<R extends RemoteName> = keyof RemoteExposes[R] & string;

export const REMOTE_LABELS: Record<RemoteName, string> = {
  booking: "booking",
  admin: "dispatch dashboard",
  driver: "driver dashboard",
};
