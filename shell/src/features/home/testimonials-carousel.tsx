import { Box, Button, Container, Heading, RouterLink, Stack, Static, Text } from "@chauffeur/ui";
import { LuQuote } from "react-icons/lu";
import { Stars } from "../../components/stars";
import { HOME_TESTIMONIALS } from "../../content/reviews";
import { Island } from "../../islands/island";
import { CarouselControls } from "./carousel-controls";
import { useCarousel } from "./use-carousel";

export const TESTIMONIAL_INTERVAL_MS = 4000;

/**
 * One client's words at a time, turning every 4 s. An island (docs/decisions/028): asleep until it is
 * used or its first turn is due.
 */
export function TestimonialsCarouselRegion() {
  const count = HOME_TESTIMONIALS.length;
  const carousel = useCarousel(count, TESTIMONIAL_INTERVAL_MS);
  const t = HOME_TESTIMONIALS[carousel.index];
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="Client testimonials"
      {...carousel.pauseProps}
    >
      {t && (
        <Stack
          as="figure"
          aria-roledescription="slide"
          aria-label={`${carousel.index + 1} of ${count}`}
          aria-live={carousel.running ? "off" : "polite"}
          bg="bg.panel"
          shadow="lg"
          borderRadius="2xl"
          p={{ base: "6", md: "10" }}
          gap="5"
          align="center"
          textAlign="center"
          minH="72"
        >
          <Box color="gold.400" fontSize="4xl" aria-hidden>
            <LuQuote />
          </Box>
          <Stars rating={t.rating} />
          <Text as="blockquote" fontSize={{ base: "md", md: "xl" }} fontFamily="heading" fontStyle="italic">
            “{t.comment}”
          </Text>
          <Box as="figcaption">
            <Text fontWeight="semibold" data-testid="testimonial-name">
              {t.name}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {t.role}, {t.location}
            </Text>
          </Box>
        </Stack>
      )}
      <CarouselControls
        label="testimonial"
        count={count}
        index={carousel.index}
        onPrev={carousel.prev}
        onNext={carousel.next}
        onGoTo={carousel.goTo}
      />
    </Box>
  );
}

export function TestimonialsCarousel() {
  return (
    <Box as="section" aria-labelledby="home-testimonials" bg="gold.50" py={{ base: "14", md: "20" }}>
      <Container maxW="4xl">
        <Static>
          <Stack textAlign="center" gap="3" mb="8">
            <Text color="gold.700" letterSpacing="widest" fontSize="sm" textTransform="uppercase">
              Testimonials
            </Text>
            <Heading as="h2" id="home-testimonials" fontFamily="heading" size={{ base: "2xl", md: "4xl" }}>
              What Our Clients Say
            </Heading>
          </Stack>
        </Static>
        <Island name="testimonials-carousel" wake="turn" every={TESTIMONIAL_INTERVAL_MS}>
          <TestimonialsCarouselRegion />
        </Island>
        <Static>
          <Box textAlign="center" mt="8">
            <Button asChild variant="outline" colorPalette="gold" size="lg">
              <RouterLink to="/testimonials">Read All Reviews</RouterLink>
            </Button>
          </Box>
        </Static>
      </Container>
    </Box>
  );
}
