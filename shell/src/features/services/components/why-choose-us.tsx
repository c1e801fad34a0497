import { LuAward, LuClock, LuMapPinned, LuShieldCheck } from "react-icons/lu";
import { type Reason, ReasonsSection } from "../../../components/page/reasons-section";

const REASONS: Reason[] = [
  { icon: LuClock, title: "Always On Time", text: "We track traffic and flights so you never wait." },
  {
    icon: LuShieldCheck,
    title: "Safe & Insured",
    text: "Vetted chauffeurs and fully insured, inspected vehicles.",
  },
  { icon: LuAward, title: "Since 2008", text: "15+ years and 10,000+ happy clients, rated 4.9 on average." },
  {
    icon: LuMapPinned,
    title: "Nationwide",
    text: "Based in Boston, serving customers across the USA, 24/7.",
  },
];

export function WhyChooseUs() {
  return <ReasonsSection title="Why Choose Us" reasons={REASONS} centered />;
}
