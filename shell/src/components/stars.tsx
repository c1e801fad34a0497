import { HStack } from "@chauffeur/ui";
import { LuStar } from "react-icons/lu";

/** A review's rating as five stars, read out as "n out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  return (
    <HStack gap="0.5" color="gold.400" role="img" aria-label={`${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (
        <LuStar key={i} fill={i < rating ? "currentColor" : "none"} aria-hidden />
      ))}
    </HStack>
  );
}
