import { Heading, Stack, Text } from "@chauffeur/ui";
import type { ReactNode } from "react";
import type { usePagedList } from "../lib/use-paged-list";
import { Pager } from "./pager";
import { SearchInput } from "./search-input";

interface Props {
  title: string;
  /** Plural, lower case: "messages", "quote requests". */
  noun: string;
  list: Pick<
    ReturnType<typeof usePagedList<{ items: unknown[]; total: number }>>,
    "data" | "error" | "page" | "setPage" | "search" | "setSearch"
  >;
  pageSize: number;
  searchPlaceholder: string;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * A searchable, paged list of the dashboard: heading with the count, search box, error, the empty
 * line ("No … yet" or "No matching …"), the rows, and the pager.
 */
export function ListSection({ title, noun, list, pageSize, searchPlaceholder, intro, children }: Props) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {title} ({list.data?.total ?? "…"})
      </Heading>
      {intro}
      <SearchInput
        label={`Search ${title.toLowerCase()}`}
        placeholder={searchPlaceholder}
        value={list.search}
        onChange={list.setSearch}
      />
      {list.error && <Text color="fg.error">Error: {list.error}</Text>}
      {children}
      {list.data?.items.length === 0 && (
        <Text color="fg.muted">{list.search ? `No matching ${noun}.` : `No ${noun} yet.`}</Text>
      )}
      <Pager
        noun={noun}
        total={list.data?.total}
        page={list.page}
        pageSize={pageSize}
        onPage={list.setPage}
      />
    </Stack>
  );
}
