/** The Top Sellers genre select (these options; the first shows every genre). */
export const GENRE_OPTIONS = [
  { label: "Choose a genre", category: "" },
  { label: "Business", category: "business" },
  { label: "Biography", category: "biography" },
  { label: "Self-help", category: "self-help" },
  { label: "Finance", category: "finance" },
  { label: "Technology", category: "technology" },
] as const;
