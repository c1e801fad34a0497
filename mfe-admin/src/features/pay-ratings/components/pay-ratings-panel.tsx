import { Stack } from "@chauffeur/ui";
import { RatingsSection } from "./ratings-section";
import { StatementsSection } from "./statements-section";

/** The console's Pay & ratings tab: low ratings to follow up, the weekly statements and payroll. */
export function PayRatingsPanel({
  onOpen,
  onChanged,
}: {
  onOpen: (id: string) => void;
  onChanged: () => void;
}) {
  return (
    <Stack gap="10">
      <RatingsSection onOpen={onOpen} />
      <StatementsSection onChanged={onChanged} />
    </Stack>
  );
}
