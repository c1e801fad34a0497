import { Button, HStack, Text } from "@chauffeur/ui";

/** The summary line and Previous/Next of every paginated admin list. */
export function Pager({
  noun,
  total,
  page,
  pageSize,
  onPage,
}: {
  noun: string;
  total: number | undefined;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / pageSize));
  return (
    <HStack justify="space-between" as="nav" aria-label={`${noun} pages`}>
      <Text fontSize="sm" color="fg.muted">
        {total === undefined
          ? `Loading ${noun}...`
          : `${total} ${total === 1 ? noun.replace(/s$/, "") : noun} · page ${page} of ${pages}`}
      </Text>
      <HStack>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
