import { SocialLinkItems } from "@/components/ui/social-link-items";
import { site } from "@/config/site";

const linkClass =
  "text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/** The author's social profiles and a 'Hire Me' mail link. */
export function ContactLinks() {
  return (
    <aside aria-labelledby="contact-elsewhere" className="space-y-6">
      <div>
        <h2 id="contact-elsewhere" className="text-xl font-semibold">
          Find me online
        </h2>
        <ul className="mt-3 space-y-2">
          <SocialLinkItems linkClass={linkClass} />
        </ul>
      </div>
      <div>
        <p className="text-slate-700">Looking for a developer for your next project?</p>
        <a
          href={`mailto:${site.supportEmail}`}
          className="mt-3 inline-block rounded-md bg-slate-900 px-5 py-2 font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          Hire Me
        </a>
      </div>
    </aside>
  );
}
