import { Button, RouterLink, Static } from "@chauffeur/ui";
import { BookCta } from "../components/page/book-cta";
import { PageHeader } from "../components/page/page-header";
import { ServicesList } from "../features/services/components/services-list";
import { WhyChooseUs } from "../features/services/components/why-choose-us";
import { Island } from "../islands/island";
import { usePageMeta } from "../lib/page-meta";

export default function ServicesPage() {
  usePageMeta(
    "Our Services",
    "Airport transfers, wedding service, corporate travel and city tours by professional chauffeurs.",
  );
  return (
    <>
      <PageHeader eyebrow="What we do" title="Our Services">
        From the airport curb to the wedding aisle, every journey handled with precision and care.
      </PageHeader>
      <Island name="services-list" wake="interaction">
        <ServicesList />
      </Island>
      <Static>
        <WhyChooseUs />
      </Static>
      <BookCta
        title="Get a Quote or Call Us"
        text="Tell us about your trip and we will tailor the perfect ride. Our team is available 24/7."
        extra={
          <Button
            asChild
            variant="outline"
            size="lg"
            color="gold.300"
            borderColor="gold.500"
            _hover={{ bg: "whiteAlpha.100" }}
          >
            <RouterLink to="/contact">Get Quote</RouterLink>
          </Button>
        }
      />
    </>
  );
}
