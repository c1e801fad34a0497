import {
  CANCELLATION_TIERS,
  CHANGE_CUTOFF_TEXT,
  cancellationPolicyText,
  minutesInWords,
  waitingPolicyText,
} from "@chauffeur/contract";
import { Link, List, RouterLink, Text } from "@chauffeur/ui";
import { LegalPage } from "../../components/page/legal-page";
import { usePublicConfig, useSite } from "../../config/site-config";
import { usePageMeta } from "../../lib/page-meta";

export default function TermsPage() {
  usePageMeta(
    "Terms of Service",
    "The terms for booking and riding with our chauffeur service, including cancellations and refunds.",
  );
  const site = useSite();
  const { policy } = usePublicConfig();
  return (
    <LegalPage
      title="Terms of Service"
      updated="January 1, 2025"
      sections={[
        {
          title: "Our Service",
          body: `${site.name} provides pre-booked chauffeured transportation. By booking a ride you agree to these terms.`,
        },
        {
          title: "Bookings",
          body: `A booking is a request until our team confirms it. Pickups are booked at least ${minutesInWords(policy.leadTimeMinutes)} and at most ${policy.bookingHorizonDays} days ahead${policy.shortNotice === "quote" ? "; a request for a sooner pickup is sent to our dispatcher as a quote request" : ""}. Pickup dates and times are local to Boston (America/New_York). Please give accurate passenger, luggage and flight details so we can send a suitable vehicle.`,
        },
        {
          title: "Payment",
          body: "When you book we place a $1 authorization on your card. After confirmation we send a payment link for the full amount. Prices include the service fee shown at booking; gratuity is at your discretion.",
        },
        {
          title: "Cancellations and Refunds",
          body: (
            <>
              {cancellationPolicyText(policy)}
              <List.Root mt="3" ps="5" gap="1">
                {CANCELLATION_TIERS.map((t) => (
                  <List.Item key={t.minHoursBefore}>{t.label}.</List.Item>
                ))}
              </List.Root>
              <Text mt="3">
                Cancel online in{" "}
                <Link asChild color="gold.fg" fontWeight="medium">
                  <RouterLink to="/manage-booking">Manage Your Booking</RouterLink>
                </Link>{" "}
                with your booking reference and email; the tier that applies is shown before you confirm.
              </Text>
            </>
          ),
        },
        {
          title: "Waiting Time and Changes",
          body: `${waitingPolicyText(undefined, policy.freeWaitingMinutes)} Airport pickups include flight tracking. ${CHANGE_CUTOFF_TEXT} A change is priced again with the rules your booking was priced with; one that lowers the fare inside a cancellation fee tier costs that tier's share of the difference.`,
        },
        {
          title: "Conduct and Safety",
          body: "Seat belts must be worn. Chauffeurs may refuse or end a ride that endangers anyone. Damage to a vehicle beyond normal wear may be charged.",
        },
        {
          title: "Liability",
          body: "We are not liable for delays caused by traffic, weather or events beyond our control, though we always do our best to get you there on time.",
        },
        { title: "Contact", body: `Questions about these terms: ${site.email} or ${site.phone}.` },
      ]}
    />
  );
}
