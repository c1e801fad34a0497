import { LegalPage } from "../../components/page/legal-page";
import { useSite } from "../../config/site-config";
import { usePageMeta } from "../../lib/page-meta";

export default function CookiesPage() {
  usePageMeta("Cookie Policy", "Which cookies and browser storage our website uses, and why.");
  const site = useSite();
  return (
    <LegalPage
      title="Cookie Policy"
      updated="January 1, 2025"
      sections={[
        {
          title: "What We Use",
          body: "Our website uses only what it needs to work: your browser's session storage keeps the booking you are making so a reload does not lose it, and staff sign-ins are kept in browser storage.",
        },
        {
          title: "No Advertising Cookies",
          body: "We do not use advertising or cross-site tracking cookies.",
        },
        {
          title: "Third Parties",
          body: "Our payment provider may set cookies on its own pages to prevent fraud while you pay.",
        },
        {
          title: "Your Choices",
          body: "You can clear cookies and site data in your browser settings at any time; the booking form will simply start afresh.",
        },
        { title: "Contact", body: `Questions: ${site.email}.` },
      ]}
    />
  );
}
