import { Container, useSearchParams } from "@chauffeur/ui";
import { Tabs } from "@chauffeur/ui/widgets";
import { PageHeader } from "../components/page/page-header";
import { usePublicConfig, useSite } from "../config/site-config";
import { faqItems } from "../content/faq";
import { FaqTab } from "../features/testimonials/faq-tab";
import { ReviewsTab } from "../features/testimonials/reviews-tab";
import { usePageMeta } from "../lib/page-meta";

/** Tab, search, rating and page live in the URL, so a shared link or the back button restores them. */
export default function TestimonialsPage() {
  usePageMeta(
    "Reviews & FAQ",
    "Read what our clients say and find answers to common questions about our chauffeur service.",
  );
  const site = useSite();
  const { policy } = usePublicConfig();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "faq" ? "faq" : "reviews";
  const update = (patch: Record<string, string | number | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch)) {
          const empty =
            value === undefined ||
            value === "" ||
            value === "all" ||
            (key === "page" && value === 1) ||
            (key === "tab" && value === "reviews");
          if (empty) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: "q" in patch },
    );
  return (
    <>
      <PageHeader eyebrow="4.9 average rating · 1000+ reviews" title="Reviews & FAQ">
        Hear from the clients who ride with us, and find answers to the questions we hear most.
      </PageHeader>
      <Container maxW="6xl" py={{ base: "10", md: "14" }}>
        <Tabs.Root
          value={tab}
          onValueChange={(e) => update({ tab: e.value })}
          variant="line"
          colorPalette="gold"
          lazyMount
        >
          <Tabs.List mb="8">
            <Tabs.Trigger value="reviews" fontSize="md">
              Reviews
            </Tabs.Trigger>
            <Tabs.Trigger value="faq" fontSize="md">
              FAQ
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="reviews">
            <ReviewsTab
              search={params.get("q") ?? ""}
              rating={params.get("rating") ?? "all"}
              page={Number(params.get("page") ?? "1") || 1}
              onChange={update}
            />
          </Tabs.Content>
          <Tabs.Content value="faq">
            <FaqTab items={faqItems(site.phone, policy)} />
          </Tabs.Content>
        </Tabs.Root>
      </Container>
    </>
  );
}
