import type { ReactNode } from "react";

export interface NumberedSection {
  title: string;
  content: ReactNode;
}

interface NumberedSectionsProps {
  sections: readonly NumberedSection[];
  /** The level under the page's headings: h2 under the page title, h3 under a part's h2. */
  headingLevel: "h2" | "h3";
}

/** Legal text as an ordered list of sections whose headings carry their number ("1. …"). */
export function NumberedSections({ sections, headingLevel: Heading }: NumberedSectionsProps) {
  return (
    <ol className="space-y-8">
      {sections.map((section, index) => (
        <li key={section.title}>
          <Heading className="text-lg font-semibold text-slate-900">
            {`${index + 1}. ${section.title}`}
          </Heading>
          <div className="mt-2 space-y-3 leading-relaxed text-slate-700">{section.content}</div>
        </li>
      ))}
    </ol>
  );
}
