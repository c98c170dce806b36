import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/** Spec: every route change scrolls to the top (query-only changes such as filters do not). */
export function ScrollToTopOnRouteChange() {
  const [pathname] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
