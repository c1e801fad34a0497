import { Static } from "@chauffeur/ui";
import { FeatureTiles } from "../features/home/feature-tiles";
import { FleetCarousel } from "../features/home/fleet-carousel";
import { Hero } from "../features/home/hero";
import { TestimonialsCarousel } from "../features/home/testimonials-carousel";
import { usePageMeta } from "../lib/page-meta";

export default function HomePage() {
  usePageMeta(
    "",
    "Premium chauffeur service for airport transfers, weddings, corporate travel and city tours. Based in Boston, available nationwide, 24/7.",
  );
  return (
    <>
      <Hero />
      <Static>
        <FeatureTiles />
      </Static>
      <FleetCarousel />
      <TestimonialsCarousel />
    </>
  );
}
