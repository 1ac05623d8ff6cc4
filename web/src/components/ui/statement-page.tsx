import type { ReactNode } from "react";

import { formatDay } from "@bookstore/shared/format/date.ts";

import { NumberedSections, type NumberedSection } from "./numbered-sections";

interface StatementPageProps {
  title: string;
  intro: ReactNode;
  sections: readonly NumberedSection[];
  /** The calendar day the text last changed, YYYY-MM-DD. */
  lastUpdated: string;
}

/** A statement the store makes (its terms, its accessibility): numbered sections, dated. */
export function StatementPage({ title, intro, sections, lastUpdated }: StatementPageProps) {
  return (
    <article className="mx-auto max-w-3xl space-y-8">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="text-slate-700">{intro}</p>
      </header>
      <NumberedSections sections={sections} headingLevel="h2" />
      <p className="text-sm text-slate-600">
        Last updated: <time dateTime={lastUpdated}>{formatDay(lastUpdated)}</time>
      </p>
    </article>
  );
}
