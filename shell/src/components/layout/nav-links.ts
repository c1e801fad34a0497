/** The header's five links (SPEC.md section 2), in order. */
export const NAV_LINKS = [
  { to: "/about", label: "About Us" },
  { to: "/fleet", label: "Fleet" },
  { to: "/services", label: "Services" },
  { to: "/testimonials", label: "Reviews" },
  { to: "/contact", label: "Contact" },
] as const;
