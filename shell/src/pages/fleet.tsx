import { Static } from "@chauffeur/ui";
import { BookCta } from "../components/page/book-cta";
import { PageHeader } from "../components/page/page-header";
import { FleetList } from "../features/fleet/components/fleet-list";
import { WhyChooseFleet } from "../features/fleet/components/why-choose-fleet";
import { Island } from "../islands/island";
import { usePageMeta } from "../lib/page-meta";

export default function FleetPage() {
  usePageMeta(
    "Our Fleet",
    "Executive sedans, luxury SUVs and first-class limousines, immaculately kept and chauffeured.",
  );
  return (
    <>
      <PageHeader eyebrow="Our vehicles" title="Our Fleet">
        Late-model vehicles, detailed before every ride, driven by licensed professional chauffeurs.
      </PageHeader>
      <Island name="fleet-list" wake="interaction">
        <FleetList />
      </Island>
      <Static>
        <WhyChooseFleet />
      </Static>
      <BookCta
        title="Ready to Ride in Style?"
        text="Reserve your vehicle in minutes, or call our team any time, day or night."
      />
    </>
  );
}
