import { LuShieldCheck, LuSparkles, LuUserCheck, LuWifi } from "react-icons/lu";
import { type Reason, ReasonsSection } from "../../../components/page/reasons-section";

const REASONS: Reason[] = [
  {
    icon: LuSparkles,
    title: "Immaculately Detailed",
    text: "Every vehicle is cleaned inside and out before each ride.",
  },
  {
    icon: LuShieldCheck,
    title: "Safety Inspected",
    text: "Regular mechanical inspections and full commercial insurance.",
  },
  {
    icon: LuUserCheck,
    title: "Professional Chauffeurs",
    text: "Licensed, background-checked, courteous and discreet.",
  },
  {
    icon: LuWifi,
    title: "Modern Comforts",
    text: "Climate control, phone charging and quiet cabins to work or relax.",
  },
];

export function WhyChooseFleet() {
  return (
    <ReasonsSection title="Why Choose Our Fleet" reasons={REASONS}>
      Comfort, safety and style in every mile.
    </ReasonsSection>
  );
}
