import { site } from "@/config/site";

/** The author's social profiles, one list item each, opening in a new tab. */
export function SocialLinkItems({ linkClass }: { linkClass: string }) {
  return site.socialLinks.map((link) => (
    <li key={link.label}>
      <a href={link.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {link.label}
      </a>
    </li>
  ));
}
