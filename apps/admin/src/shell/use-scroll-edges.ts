import { useCallback, useEffect, useRef, useState } from "react";

export type ScrollEdges = { before: boolean; after: boolean };

/** Whether a sideways-scrolling box has more to show before (left) and after (right) what is in view. */
export function scrollEdges(el: { scrollLeft: number; scrollWidth: number; clientWidth: number }): ScrollEdges {
  // One pixel of slack: scrollLeft is fractional on zoomed or high-density screens.
  return { before: el.scrollLeft > 1, after: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
}

/** The edges of `ref`'s element that hide content, updated as it scrolls or resizes. */
export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next = scrollEdges(el);
    setEdges((prev) => (prev.before === next.before && prev.after === next.after ? prev : next));
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener("scroll", measure);
      observer?.disconnect();
    };
  }, [measure]);
  return { ref, edges, measure };
}
