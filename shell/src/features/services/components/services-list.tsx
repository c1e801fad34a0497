import { Container, SimpleGrid, Text, toaster } from "@chauffeur/ui";
import { useEffect } from "react";
import { useSite } from "../../../config/site-config";
import { CardSkeletons } from "../../../lib/catalog/card-skeletons";
import { useCatalog } from "../../../lib/catalog/catalog";
import { ServiceCard } from "./service-card";

/**
 * The services' cards and their Learn More: the services page's island (docs/decisions/028), woken by
 * a pointer or the focus on the cards.
 */
export function ServicesList() {
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
            <ServiceCard key={s.serviceId} service={s} eager={i < 2} onLearnMore={() => learnMore(s.name)} />
          ))}
        </SimpleGrid>
      )}
    </Container>
  );
}
