import { COMPANY_STATS, FOUNDED_YEAR } from "@chauffeur/contract";
import { Box, Container, Grid, Heading, Image, SimpleGrid, Stack, Static, Text } from "@chauffeur/ui";
import { CatalogPicture } from "../components/catalog-picture";
import { BookCta } from "../components/page/book-cta";
import { PageHeader, SectionTitle } from "../components/page/page-header";
import { useSite } from "../config/site-config";
import { VALUES } from "../content/company";
import { CardSkeletons } from "../lib/catalog/card-skeletons";
import { useCatalog } from "../lib/catalog/catalog";
import { fetchFirst } from "../lib/fetch-first";
import { usePageMeta } from "../lib/page-meta";

export default function AboutPage() {
  usePageMeta("About Us", `Chauffeured travel with discretion and punctuality since ${FOUNDED_YEAR}.`);
  const site = useSite();
  // The leadership as the operator keeps it in the console (GET /api/leaders; in the page's boot data).
  const leaders = useCatalog("leaders");
  return (
    <Static>
      <PageHeader eyebrow={`Since ${FOUNDED_YEAR}`} title="About Us">
        Chauffeured travel with discretion and punctuality, from Boston to anywhere in the USA.
      </PageHeader>
      <Container maxW="6xl" py={{ base: "10", md: "16" }}>
        <Grid templateColumns={{ base: "1fr", md: "3fr 2fr" }} gap="10" alignItems="center">
          <Stack gap="4">
            <Heading as="h2" fontFamily="heading" size="2xl">
              Our Story
            </Heading>
            <Text color="fg.muted">
              {site.name} began in {FOUNDED_YEAR} with one sedan, one chauffeur and a simple promise: never be
              late, and treat every passenger like our most important client.
            </Text>
            <Text color="fg.muted">
              Today our fleet of executive sedans, luxury SUVs and first-class limousines serves travellers,
              couples and companies nationwide — still run with the same care, 24 hours a day.
            </Text>
          </Stack>
          <Image
            src="/images/fleet/premium.svg"
            alt="A first-class chauffeured sedan"
            // The page's largest paint: asked for before the scripts.
            {...fetchFirst()}
            borderRadius="2xl"
            htmlWidth="800"
            htmlHeight="500"
          />
        </Grid>
      </Container>
      <Box bg="ink.900" color="white" py={{ base: "10", md: "14" }}>
        <Container maxW="6xl">
          <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="8" textAlign="center">
            {COMPANY_STATS.map((s) => (
              <Stack key={s.label} gap="1" flexDirection="column-reverse">
                <Text as="dt" color="whiteAlpha.800">
                  {s.label}
                </Text>
                <Text as="dd" fontFamily="heading" fontSize={{ base: "3xl", md: "5xl" }} color="gold.300">
                  {s.value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: "12", md: "16" }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {VALUES.map((v) => (
            <Stack
              key={v.title}
              p="7"
              borderWidth="1px"
              borderRadius="2xl"
              borderTopWidth="4px"
              borderTopColor="gold.400"
              gap="3"
            >
              <Heading as="h2" size="lg" fontFamily="heading">
                Our {v.title}
              </Heading>
              <Text color="fg.muted">{v.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
      <Box as="section" bg="bg.subtle" py={{ base: "12", md: "16" }}>
        <Container maxW="6xl">
          <SectionTitle title="Leadership">The people who make every ride run smoothly.</SectionTitle>
          {leaders.status === "loading" && (
            <CardSkeletons label="Loading the team..." count={3} columns={{ base: 1, md: 3 }} />
          )}
          {leaders.status === "error" && (
            <Text role="alert" textAlign="center" color="fg.error">
              Error loading the team: {leaders.message}
            </Text>
          )}
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
            {(leaders.status === "loaded" ? leaders.items : []).map((p) => (
              <Stack
                key={p.name}
                bg="bg.panel"
                borderRadius="2xl"
                overflow="hidden"
                borderWidth="1px"
                gap="0"
              >
                <CatalogPicture
                  imageUrl={p.imageUrl}
                  images={p.images}
                  sizes="(min-width: 48em) 320px, 100vw"
                  alt={`Portrait of ${p.name}`}
                  aspectRatio={1}
                  htmlWidth="400"
                  htmlHeight="400"
                  loading="lazy"
                />
                <Stack p="6" gap="2">
                  <Heading as="h3" size="lg" fontFamily="heading">
                    {p.name}
                  </Heading>
                  <Text color="gold.700" fontWeight="semibold" fontSize="sm">
                    {p.role}
                  </Text>
                  <Text color="fg.muted" fontSize="sm">
                    {p.bio}
                  </Text>
                </Stack>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
      <BookCta
        title="Experience the Difference"
        text="Reserve your chauffeur in minutes."
        bookLabel="Book Your Ride"
      />
    </Static>
  );
}
