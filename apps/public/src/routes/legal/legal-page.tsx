import { breadcrumbLd, webPageLd } from "@eb/api/seo";
import { PageHead, useSiteUrl } from "../../lib/head";
import { SITE_NAME } from "../../lib/site";
import type { ReactNode } from "react";

/** A numbered legal section: "1. Acceptance of Terms" with its body. */
export function LegalSection({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  const id = `section-${n}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold">
        {n}. {title}
      </h2>
      <div className="mt-2 space-y-3 text-slate-300">{children}</div>
    </section>
  );
}

export function LegalHeader({ title, updated }: { title: string; updated: string }) {
  return (
    <header>
      <h1 className="text-3xl font-extrabold md:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-400">Last updated: {updated}</p>
    </header>
  );
}

/**
 * A legal page: its head (title, description, canonical, breadcrumb and WebPage JSON-LD with
 * the last-updated date), its header, then its sections.
 */
export function LegalPage(props: {
  title: string;
  path: string;
  description: string;
  keywords: string;
  /** As shown, e.g. "January 25, 2025". */
  updated: string;
  /** The same date as YYYY-MM-DD, for structured data. */
  updatedIso: string;
  children: ReactNode;
}) {
  const siteUrl = useSiteUrl();
  return (
    <article className="mx-auto max-w-3xl">
      <PageHead
        title={props.title}
        description={props.description}
        keywords={props.keywords}
        canonicalPath={props.path}
        jsonLd={() => [
          breadcrumbLd(siteUrl, [
            { name: "Home", path: "/" },
            { name: props.title, path: props.path },
          ]),
          webPageLd({ url: siteUrl, name: SITE_NAME }, { name: props.title, path: props.path, description: props.description, dateModified: props.updatedIso }),
        ]}
      />
      <LegalHeader title={props.title} updated={props.updated} />
      {props.children}
    </article>
  );
}
