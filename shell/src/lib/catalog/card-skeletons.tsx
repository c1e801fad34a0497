import { Card, SimpleGrid, Skeleton, Stack, Text } from "@chauffeur/ui";

type Columns = Record<"base" | "md" | "lg", number> | Record<"base" | "md", number>;

/**
 * Cards of the catalog's final size while it loads (when the page's HTML did not bring the list: a
 * page reached by a navigation in the browser, or the Worker could not read the catalog): an image of
 * 16:10, a title, three lines and the two buttons, so nothing moves when it comes.
 */
export function CardSkeletons({ label, count, columns }: { label: string; count: number; columns: Columns }) {
  return (
    <>
      <Text role="status" srOnly>
        {label}
      </Text>
      <SimpleGrid columns={columns} gap="6" aria-hidden>
        {Array.from({ length: count }, (_, i) => (
          <Card.Root key={i} overflow="hidden">
            <Skeleton aspectRatio={16 / 10} borderRadius="0" />
            <Card.Body gap="3">
              <Skeleton h="6" w="40%" />
              <Skeleton h="8" w="70%" />
              <Stack gap="2">
                <Skeleton h="4" />
                <Skeleton h="4" />
                <Skeleton h="4" w="80%" />
              </Stack>
            </Card.Body>
            <Card.Footer gap="3">
              <Skeleton h="10" flex="1" />
              <Skeleton h="10" flex="1" />
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </>
  );
}
