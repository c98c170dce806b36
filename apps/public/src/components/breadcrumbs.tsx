import { Fragment } from "react";
import { Link } from "wouter";

export type Crumb = { name: string; path: string };

/** The visible trail of a detail page (the same items as its BreadcrumbList); the last is the page itself. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-400">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <Fragment key={item.path}>
            {i > 0 && <li aria-hidden>›</li>}
            {i === items.length - 1 ? (
              <li aria-current="page" className="text-slate-200 [overflow-wrap:anywhere]">
                {item.name}
              </li>
            ) : (
              <li>
                <Link href={item.path} className="rounded hover:text-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400">
                  {item.name}
                </Link>
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
