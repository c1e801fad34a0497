import { Button, Container, RouterLink, SimpleGrid, Static, Text, toaster } from "@chauffeur/ui";
import { useEffect } from "react";
import { BookCta } from "../components/page/book-cta";
import { PageHeader } from "../components/page/page-header";
import { useSite } from "../config/site-config";
import { ServiceCard } from "../features/services/components/service-card";
import { WhyChooseUs } from "../features/services/components/why-choose-us";
import { CardSkeletons } from "../lib/catalog/card-skeletons";
import { useCatalog } from "../lib/catalog/catalog";
import { usePageMeta } from "../lib/page-meta";

export default function ServicesPage() {
  usePageMeta(
    "Our Services",
    "Airport transfers, wedding service, corporate travel and city tours by professional chauffeurs.",
  );
  const site = useSite();
  const state = useCatalog("services");
  // SPEC.md section 8: the failure is logged as well as shown.
  useEffect(() => {
    if (state.status === "error") console.warn("Error loading services", state.message);
  }, [state]);
  // SPEC.md: Learn More says the details are coming soon and to call; a toast, not a blocking alert().
  const learnMore = (name: string) =>
    toaster.create({
      type: "info",
      title: `${name}: more details coming soon`,
      description: `Detailed information is coming soon. Please call us at ${site.phone} to learn more.`,
    });
  return (
    <>
      <PageHeader eyebrow="What we do" title="Our Services">
        From the airport curb to the wedding aisle, every journey handled with precision and care.
      </PageHeader>
      <Container maxW="7xl" py={{ base: "10", md: "16" }}>
        {state.status === "loading" && (
          <CardSkeletons label="Loading services..." count={4} columns={{ base: 1, md: 2 }} />
        )}
        {state.status === "error" && (
          <Text role="alert" textAlign="center" color="fg.error">
            Error loading services: {state.message}
          </Text>
        )}
        {state.status === "loaded" && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
            {state.items.map((s, i) => (
              <ServiceCard
                key={s.serviceId}
                service={s}
                eager={i < 2}
                onLearnMore={() => learnMore(s.name)}
              />
            ))}
          </SimpleGrid>
        )}
      </Container>
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
