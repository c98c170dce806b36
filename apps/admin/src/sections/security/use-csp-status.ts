import { useEffect, useState } from "react";

/** Reads the Content-Security-Policy header the server actually sends for this page. */
export function useCspStatus(): "checking" | "active" | "missing" {
  const [state, setState] = useState<"checking" | "active" | "missing">("checking");
  useEffect(() => {
    let alive = true;
    fetch(window.location.pathname, { method: "HEAD", cache: "no-store" })
      .then((res) => {
        const csp = res.headers.get("content-security-policy") ?? "";
        if (alive) setState(/script-src[^;]*'nonce-/.test(csp) && !/script-src[^;]*'unsafe-inline'/.test(csp) ? "active" : "missing");
      })
      .catch(() => alive && setState("missing"));
    return () => {
      alive = false;
    };
  }, []);
  return state;
}
