import { usePageMeta } from "../../lib/page-meta";
import { PageHeader } from "./page-header";

/**
 * The title bands of the booking app's two doors, /booking and /manage-booking, which the shell renders
 * with the page's HTML: the micro-frontend arrives seconds later on a phone (it loads at run time, in
 * the space reserved under the band), and a page whose first words wait for it shows a spinner first.
 * The app renders what lies under the band: the form, the look-up, the booking found.
 */
const INTROS = {
  "/booking": {
    eyebrow: "Reserve your chauffeur",
    title: "Book Your Ride",
    lead: "Tell us where and when; choose your vehicle on the next step.",
    description:
      "Book a chauffeured ride: airport transfers, weddings, corporate travel and city tours, priced before you pay.",
  },
  "/manage-booking": {
    eyebrow: "Your reservation",
    title: "Manage Your Booking",
    lead: "Enter your booking reference and the email you booked with to see where your ride stands, change it, or cancel it under our cancellation policy.",
    description: "Look up your chauffeur booking by reference and email, check its status, or cancel it.",
  },
} as const;

export type IntroPath = keyof typeof INTROS;

export const INTRO_PATHS = Object.keys(INTROS) as IntroPath[];

export function RemoteIntro({ path }: { path: IntroPath }) {
  const intro = INTROS[path];
  usePageMeta(intro.title, intro.description);
  return (
    <PageHeader eyebrow={intro.eyebrow} title={intro.title}>
      {intro.lead}
    </PageHeader>
  );
}
