import { Link } from "react-router-dom";

import { SocialLinkItems } from "@/components/ui/social-link-items";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { NewsletterForm } from "@/features/newsletter/components/newsletter-form";

const linkClass = "hover:text-white hover:underline";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-2">
        <nav aria-label="Footer" className="flex flex-wrap gap-6">
          <Link to={paths.home} className={linkClass}>
            Home
          </Link>
          <Link to={paths.catalogue} className={linkClass}>
            All books
          </Link>
          <Link to={paths.about} className={linkClass}>
            About
          </Link>
          <Link to={paths.contact} className={linkClass}>
            Contact
          </Link>
        </nav>
        <NewsletterForm />
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 border-t border-slate-700 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
        <ul className="flex flex-wrap gap-4">
          <li>
            <Link to={paths.policy} className={linkClass}>
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link to={paths.terms} className={linkClass}>
              Terms of Service
            </Link>
          </li>
          <li>
            <Link to={paths.accessibility} className={linkClass}>
              Accessibility
            </Link>
          </li>
        </ul>
        <ul className="flex flex-wrap gap-4" aria-label="The author elsewhere">
          <li>
            <a
              href={site.authorSite}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              Author&apos;s site
            </a>
          </li>
          <SocialLinkItems linkClass={linkClass} />
        </ul>
        <p>
          © {site.copyrightStartYear}–{year} {site.name}
        </p>
      </div>
    </footer>
  );
}
