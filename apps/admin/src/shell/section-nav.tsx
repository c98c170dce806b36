import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@eb/ui/cn";
import { tabLinkClass, tabListClass } from "@eb/ui/tabs";
import { ADMIN_SECTIONS, sectionHref, type AdminSection } from "./sections";
import { useScrollEdges } from "./use-scroll-edges";

/**
 * The tabs as links (each section is a URL): Tab and Enter move between them, the current one
 * carries aria-current="page". On a narrow screen the row scrolls sideways, and a faded edge with an
 * arrow on each side that hides tabs says so (a tab cut in half alone did not).
 */
export function SectionNav({ active }: { active: AdminSection }) {
  const activeLink = useRef<HTMLAnchorElement>(null);
  const { ref: listRef, edges, measure } = useScrollEdges<HTMLUListElement>();
  // scroll-px-10 (on the list): a tab scrolled into view stops clear of the arrow that may cover an edge.
  useEffect(() => {
    // A deep link to a tab that starts off-screen on a phone brings it into view.
    activeLink.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
    measure();
  }, [active, measure]);
  const scroll = (direction: -1 | 1) => listRef.current?.scrollBy({ left: direction * listRef.current.clientWidth * 0.6, behavior: "smooth" });
  return (
    <nav aria-label="Admin sections" className="relative mb-6">
      <ul ref={listRef} className={cn(tabListClass, "w-full scroll-px-10 [scrollbar-width:none]")}>
        {ADMIN_SECTIONS.map((section) => {
          const current = section.path === active.path;
          return (
            <li key={section.path} className="shrink-0">
              <Link
                href={sectionHref(section)}
                ref={current ? activeLink : undefined}
                aria-current={current ? "page" : undefined}
                className={cn(tabLinkClass, "inline-block")}
                // Keyboard focus on a hidden tab scrolls it into view; the arrows then follow.
                onFocus={(e) => e.currentTarget.scrollIntoView({ block: "nearest", inline: "nearest" })}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
      {/* For pointer users only: the links themselves are the keyboard's way along the row. */}
      {edges.before && <ScrollCue side="before" onClick={() => scroll(-1)} />}
      {edges.after && <ScrollCue side="after" onClick={() => scroll(1)} />}
    </nav>
  );
}

function ScrollCue({ side, onClick }: { side: "before" | "after"; onClick: () => void }) {
  const Icon = side === "before" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden
      data-testid={`tabs-scroll-${side}`}
      onClick={onClick}
      className={cn(
        "absolute inset-y-0 flex w-10 items-center text-slate-200",
        side === "before"
          ? "left-0 justify-start rounded-l-lg bg-gradient-to-r from-slate-900 via-slate-900/90 to-transparent pl-1"
          : "right-0 justify-end rounded-r-lg bg-gradient-to-l from-slate-900 via-slate-900/90 to-transparent pr-1",
      )}
    >
      <Icon className="size-5" />
    </button>
  );
}
