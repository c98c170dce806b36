import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { cn } from "@eb/ui/cn";
import { tabLinkClass, tabListClass } from "@eb/ui/tabs";
import { ADMIN_SECTIONS, sectionHref, type AdminSection } from "./sections";

/**
 * The six tabs as links (each section is a URL): Tab and Enter move between them, the current one
 * carries aria-current="page", and the row scrolls sideways on a narrow screen.
 */
export function SectionNav({ active }: { active: AdminSection }) {
  const activeLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // A deep link to a tab that starts off-screen on a phone brings it into view.
    activeLink.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [active]);
  return (
    <nav aria-label="Admin sections" className="mb-6">
      <ul className={cn(tabListClass, "w-full")}>
        {ADMIN_SECTIONS.map((section) => {
          const current = section.path === active.path;
          return (
            <li key={section.path} className="shrink-0">
              <Link
                href={sectionHref(section)}
                ref={current ? activeLink : undefined}
                aria-current={current ? "page" : undefined}
                className={cn(tabLinkClass, "inline-block")}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
