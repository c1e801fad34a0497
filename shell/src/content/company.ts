/** About-page content (the leadership is the catalog's: GET /api/leaders, edited in the console). */
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
