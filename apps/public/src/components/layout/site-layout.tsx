import type { ReactNode } from "react";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import { ScrollToTopOnRouteChange } from "./scroll-to-top";

/** afterHeader: the consent banner, placed in the DOM right after the header so it comes early in the Tab order. */
export function SiteLayout({ children, afterHeader }: { children: ReactNode; afterHeader?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded focus:bg-emerald-500 focus:px-3 focus:py-2 focus:text-emerald-950"
      >
        Skip to content
      </a>
      <ScrollToTopOnRouteChange />
      <SiteHeader />
      {afterHeader}
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 pb-16 pt-24">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
