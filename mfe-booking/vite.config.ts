import { defineConfig } from "vite";
import { remoteConfig } from "../ui/federation";
import { countyLines } from "./county-lines";

export default defineConfig(
  remoteConfig(
    "booking",
    {
      "./App": "./src/app/app.tsx",
      "./QuickBookingForm": "./src/features/quick-booking/components/quick-booking-form.tsx",
      "./ManageBooking": "./src/features/manage/components/manage-booking.tsx",
    },
    [countyLines()],
  ),
);
