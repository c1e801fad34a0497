import { Tabs } from "@chauffeur/ui/widgets";
import { FleetPanel } from "../features/fleet/components/fleet-panel";
import { PricingPanel } from "../features/pricing/components/pricing-panel";
import { SettingsPanel } from "../features/settings/components/settings-panel";

/** The owner's screens: prices, fleet (with services and leadership) and policies. */
const TABS = [
  { value: "pricing", label: "Prices", Panel: PricingPanel },
  { value: "fleet", label: "Fleet & pages", Panel: FleetPanel },
  { value: "settings", label: "Policies", Panel: SettingsPanel },
] as const;

export function OperatorTriggers() {
  return TABS.map((t) => (
    <Tabs.Trigger key={t.value} value={t.value}>
      {t.label}
    </Tabs.Trigger>
  ));
}

export function OperatorTabs({ onChanged }: { onChanged: () => void }) {
  return TABS.map(({ value, Panel }) => (
    <Tabs.Content key={value} value={value}>
      <Panel onChanged={onChanged} />
    </Tabs.Content>
  ));
}
