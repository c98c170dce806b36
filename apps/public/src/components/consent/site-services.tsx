import { useEffect, useState, type ComponentType } from "react";

/**
 * Loads the cookie banner and tracker after hydration, in their own chunk, so
 * they cost the first page load nothing. They render nothing on the server anyway (the banner
 * waits 1 s, the tracker waits for consent).
 */
export function SiteServices() {
  const [Impl, setImpl] = useState<ComponentType | null>(null);
  useEffect(() => {
    let alive = true;
    void import("./site-services-impl").then((m) => alive && setImpl(() => m.default));
    return () => {
      alive = false;
    };
  }, []);
  return Impl ? <Impl /> : null;
}
