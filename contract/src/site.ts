/**
 * The company's public details: one source for every page (header, footer, contact, legal).
 * A deployment overrides them through the Worker's configuration (GET /api/config).
 */
export interface SiteInfo {
  name: string;
  phone: string;
  /** The phone number in E.164 form, for tel: links. */
  phoneHref: string;
  email: string;
  chatUrl: string;
  serviceArea: string;
  hours: string;
}

export const SITE_DEFAULTS: SiteInfo = {
  name: "Beacon Chauffeur",
  phone: "(617) 555-0142",
  phoneHref: "+16175550142",
  email: "info@beaconchauffeur.com",
  chatUrl: "https://wa.me/16175550142",
  serviceArea: "Nationwide USA",
  hours: "24/7 Service Available",
};

/** SPEC.md section 1: the marketing claims, stated once. */
export const COMPANY_STATS = [
  { value: "10,000+", label: "Happy Clients" },
  { value: "24/7", label: "Service Available" },
  { value: "15+", label: "Years Experience" },
  { value: "4.9", label: "Average Rating" },
] as const;

export const FOUNDED_YEAR = 2008;
