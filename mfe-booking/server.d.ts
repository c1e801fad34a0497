// The Worker's view of the booking app's server entry (src/server.ts): the Worker type-checks without
// the DOM's types, so it reads this declaration instead of the app's source. Both meet the contract's
// RenderPageInput["builtIn"] type, where the Worker hands them to the shell's renderer.
import type { RenderPageInput } from "@chauffeur/contract";

type BuiltInBooking = NonNullable<RenderPageInput["builtIn"]>["booking"];

export declare const QuickBookingForm: BuiltInBooking["QuickBookingForm"];
export declare const ManageBooking: BuiltInBooking["ManageBooking"];
