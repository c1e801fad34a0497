import {
  Box,
  Button,
  Card,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from "@chauffeur/ui";
import { LuSearch } from "react-icons/lu";
import { Stars } from "../../components/stars";
import { REVIEWS } from "../../content/reviews";
import { filterReviews, pageOf, RATING_FILTERS } from "./filter-reviews";

interface Props {
  search: string;
  rating: string;
  page: number;
  onChange: (patch: { q?: string; rating?: string; page?: number }) => void;
}

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
  });

export function ReviewsTab({ search, rating, page, onChange }: Props) {
  const matches = filterReviews(REVIEWS, search, rating);
  const { pages, current, shown } = pageOf(matches, page);
  return (
    <Stack gap="8">
      <Stack direction={{ base: "column", md: "row" }} gap="4">
        <Field.Root id="reviews-search" flex="2">
          <Field.Label>Search reviews</Field.Label>
          <HStack w="full" position="relative">
            <Box position="absolute" left="3" color="fg.muted" aria-hidden>
              <LuSearch />
            </Box>
            <Input
              type="search"
              ps="10"
              placeholder="Search by name, role or comment"
              value={search}
              onChange={(e) => onChange({ q: e.target.value, page: 1 })}
            />
          </HStack>
        </Field.Root>
        <Field.Root id="reviews-rating" flex="1">
          <Field.Label>Filter by rating</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={rating}
              onChange={(e) => onChange({ rating: e.target.value, page: 1 })}
            >
              {RATING_FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
      <Text role="status" color="fg.muted" fontSize="sm">
        {matches.length === 1 ? "1 review" : `${matches.length} reviews`}
      </Text>
      {shown.length === 0 ? (
        <Box textAlign="center" py="12" borderWidth="1px" borderRadius="xl" borderStyle="dashed">
          <Text fontWeight="semibold">No reviews match your search.</Text>
          <Text color="fg.muted">Try different words or a lower rating filter.</Text>
        </Box>
      ) : (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, md: 2, lg: 3 }}
          gap="6"
          aria-label="Reviews"
        >
          {shown.map((r) => (
            <Card.Root as="li" key={r.id} shadow="sm">
              <Card.Body gap="3">
                <HStack justify="space-between">
                  <Stars rating={r.rating} />
                  <Text fontSize="xs" color="fg.muted">
                    {formatDate(r.date)}
                  </Text>
                </HStack>
                <Text>“{r.comment}”</Text>
                <Box>
                  <Text fontWeight="semibold">{r.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {r.role}, {r.location}
                  </Text>
                </Box>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <HStack as="nav" aria-label="Review pages" justify="center" gap="2">
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <Button
              key={n}
              size="sm"
              variant={n === current ? "solid" : "outline"}
              colorPalette="gold"
              aria-current={n === current ? "page" : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onChange({ page: n })}
            >
              {n}
            </Button>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
