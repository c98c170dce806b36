import { Link } from "wouter";
import { cn } from "@eb/ui/cn";

type Props = { label: string; page: number; pageCount: number; hrefOf: (page: number) => string };

const linkClass =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-lg border border-slate-700 px-3 text-sm font-medium hover:border-emerald-400 hover:text-emerald-300";

/** Previous, the page numbers and Next, as links (each page is a server-rendered URL); the current page is marked. */
export function Pagination({ label, page, pageCount, hrefOf }: Props) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link href={hrefOf(page - 1)} rel="prev" className={linkClass}>
          Previous
        </Link>
      )}
      {pages.map((p) =>
        p === page ? (
          <span key={p} aria-current="page" className={cn(linkClass, "border-emerald-400 bg-emerald-500/15 text-emerald-200")}>
            <span className="sr-only">Page </span>
            {p}
          </span>
        ) : (
          <Link key={p} href={hrefOf(p)} className={linkClass} aria-label={`Page ${p}`}>
            {p}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link href={hrefOf(page + 1)} rel="next" className={linkClass}>
          Next
        </Link>
      )}
    </nav>
  );
}
