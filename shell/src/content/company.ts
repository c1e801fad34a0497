/** About-page content: the leadership team (SPEC.md section 3, "Leadership profile"). */
export const LEADERSHIP = [
  {
    name: "Victoria Hale",
    role: "Founder & CEO",
    image: "/images/team/victoria-hale.svg",
    bio: "Founded the company in 2008 with a single sedan and a promise never to be late. Twenty years in hospitality shape every ride.",
  },
  {
    name: "Marcus Reed",
    role: "Director of Operations",
    image: "/images/team/marcus-reed.svg",
    bio: "Runs dispatch and the fleet around the clock, from Logan Airport runs to nationwide event logistics.",
  },
  {
    name: "Elena Torres",
    role: "Head of Client Experience",
    image: "/images/team/elena-torres.svg",
    bio: "Leads the team that answers every call and message, and trains every chauffeur in our standard of service.",
  },
] as const;

export const VALUES = [
  {
    title: "Mission",
    text: "To make every journey safe, punctual and effortless, with the discretion our clients trust.",
  },
  {
    title: "Vision",
    text: "To be the most trusted name in premium ground transportation across the United States.",
  },
  {
    title: "Values",
    text: "Safety first, punctuality always, respect for every client, and care in every detail.",
  },
] as const;
