import { LegalPage } from "../../components/page/legal-page";
import { useSite } from "../../config/site-config";
import { usePageMeta } from "../../lib/page-meta";

export default function PrivacyPage() {
  usePageMeta("Privacy Policy", "How we collect, use and protect your personal information.");
  const site = useSite();
  return (
    <LegalPage
      title="Privacy Policy"
      updated="January 1, 2025"
      sections={[
        {
          title: "What We Collect",
          body: "Your name, e-mail address, phone number, pickup and destination, travel dates, flight number and any requests you share with us. Card details go directly to our payment provider; we only keep the card brand and last four digits.",
        },
        {
          title: "How We Use It",
          body: "To arrange and carry out your rides, to contact you about bookings, to answer your messages and to improve our service. We never sell your information.",
        },
        {
          title: "Sharing",
          body: "Only with your assigned chauffeur and the providers we need to run the service (payments, e-mail), each bound to protect your data.",
        },
        {
          title: "Retention",
          body: "We keep booking records as long as the law requires for accounting, and contact messages for up to two years.",
        },
        {
          title: "Your Rights",
          body: `You can ask to see, correct or delete your data at any time by writing to ${site.email}.`,
        },
        {
          title: "Security",
          body: "Data is encrypted in transit, access is limited to staff who need it, and card data never reaches our servers.",
        },
      ]}
    />
  );
}
