import { Container } from "@chauffeur/ui";
import { PageHeader } from "../components/page/page-header";
import { ReviewsAndFaq } from "../features/testimonials/reviews-and-faq";
import { Island } from "../islands/island";
import { usePageMeta } from "../lib/page-meta";

export default function TestimonialsPage() {
  usePageMeta(
    "Reviews & FAQ",
    "Read what our clients say and find answers to common questions about our chauffeur service.",
  );
  return (
    <>
      <PageHeader eyebrow="4.9 average rating · 1000+ reviews" title="Reviews & FAQ">
        Hear from the clients who ride with us, and find answers to the questions we hear most.
      </PageHeader>
      <Container maxW="6xl" py={{ base: "10", md: "14" }}>
        <Island name="reviews" wake="interaction">
          <ReviewsAndFaq />
        </Island>
      </Container>
    </>
  );
}
