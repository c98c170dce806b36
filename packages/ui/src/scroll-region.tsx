import { useEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "./cn";

/** Whether the element's content is wider than the element, kept up to date as either resizes. */
function useOverflowsX() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

/**
 * A box that scrolls sideways when its content is wider than the screen (a table on a phone). While
 * it scrolls it is a named region in the tab order, so a keyboard user can focus it and scroll it
 * with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable); when everything fits it is a
 * plain box and adds no tab stop.
 */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const { ref, overflows } = useOverflowsX();
  return (
    <div
      ref={ref}
      role={overflows ? "region" : undefined}
      aria-label={overflows ? label : undefined}
      tabIndex={overflows ? 0 : undefined}
      data-scrolls={overflows || undefined}
      className={cn("w-full overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", className)}
    >
      {children}
    </div>
  );
}
