import { useSearchParams } from "@chauffeur/ui";
import { Tabs } from "@chauffeur/ui/widgets";
import { usePublicConfig, useSite } from "../../config/site-config";
import { faqItems } from "../../content/faq";
import { FaqTab } from "./faq-tab";
import { ReviewsTab } from "./reviews-tab";

/**
 * The reviews and the FAQ, in two tabs. Tab, search, rating and page live in the URL, so a shared link
 * or the back button restores them. An island (docs/decisions/028): it takes everything from the URL
 * and the boot data, and its tabs' ids are fixed (`id`), not generated.
 */
export function ReviewsAndFaq() {
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
    <Tabs.Root
      id="reviews"
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
  );
}
