import { env } from "./env";
import { splashDuration } from "./splash-duration";

/** Store-wide constants and configurable links the screens show. */
export const site = {
  name: "Book Store",
  copyrightStartYear: 2025,
  supportEmail: env.supportEmail,
  authorSite: env.authorSiteUrl,
  socialLinks: [
    { label: "GitHub", url: env.githubUrl },
    { label: "LinkedIn", url: env.linkedinUrl },
    { label: "X (Twitter)", url: env.twitterUrl },
  ],
  /** The splash in ms on a browser's first visit (2000 unless configured; 0 disables it), else 0. */
  splashMs: splashDuration(),
  openLibraryUrl: env.openLibraryUrl,
  openLibraryCoversUrl: env.openLibraryCoversUrl,
} as const;
