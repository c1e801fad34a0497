/**
 * The booking app's components the Worker renders into a page's HTML (docs/decisions/028), as it
 * bundles them: the built-in version. The browser then loads the live version through the federation
 * runtime and adopts that HTML when the versions are the same. Typed as the contract hands them on
 * (server.d.ts, the Worker's view of this file, says the same).
 */
import type { RenderPageInput } from "@chauffeur/contract";
import Manage from "./features/manage/components/manage-booking";
import Form from "./features/quick-booking/components/quick-booking-form";

type BuiltInBooking = NonNullable<RenderPageInput["builtIn"]>["booking"];

export const QuickBookingForm: BuiltInBooking["QuickBookingForm"] = Form;
export const ManageBooking: BuiltInBooking["ManageBooking"] = Manage;
