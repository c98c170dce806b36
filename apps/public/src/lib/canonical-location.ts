import { useEffect } from "react";
import { useLocation } from "wouter";

/**
 * In the browser, a page reached at another spelling of its path (a client-side link built from an
 * older team name) takes its canonical path in the address bar, as the server's 301 would give it.
 */
export function useCanonicalLocation(path: string) {
  const [location, navigate] = useLocation();
  useEffect(() => {
    if (location !== path) navigate(path, { replace: true });
  }, [location, path, navigate]);
}
