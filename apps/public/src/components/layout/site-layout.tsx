import type { ReactNode } from "react";

/** Placeholder shell; the real header and footer replace it. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return <main className="mx-auto max-w-7xl px-4 pb-16 pt-20">{children}</main>;
}
