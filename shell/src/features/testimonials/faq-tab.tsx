import { Box, Heading, Stack, Text } from "@chauffeur/ui";
import { Accordion } from "@chauffeur/ui/widgets";
import { FAQ_CATEGORIES, type FaqItem } from "../../content/faq";

/**
 * The 15 questions grouped by category; one accordion, so one answer is open at a time (fixed `id`: an
 * island's). An answer is rendered when first opened (`lazyMount`): a closed one's element carries its
 * measured size as a style attribute, which the server's HTML may not hold (docs/decisions/007).
 */
export function FaqTab({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root id="faq" collapsible variant="plain" lazyMount>
      <Stack gap="8">
        {FAQ_CATEGORIES.map((category) => (
          <Box key={category}>
            <Heading as="h3" size="md" color="gold.700" mb="2" fontFamily="heading">
              {category}
            </Heading>
            {items
              .filter((i) => i.category === category)
              .map((item) => (
                <Accordion.Item key={item.id} value={item.id} borderBottomWidth="1px">
                  <Accordion.ItemTrigger py="4" fontWeight="semibold" cursor="pointer">
                    <Text flex="1" textAlign="start">
                      {item.question}
                    </Text>
                    <Accordion.ItemIndicator />
                  </Accordion.ItemTrigger>
                  <Accordion.ItemContent>
                    <Accordion.ItemBody color="fg.muted" pb="4">
                      {item.answer}
                    </Accordion.ItemBody>
                  </Accordion.ItemContent>
                </Accordion.Item>
              ))}
          </Box>
        ))}
      </Stack>
    </Accordion.Root>
  );
}
