import type { ReactNode } from "react";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import { ScrollToTopOnRouteChange } from "./scroll-to-top";
import { useDemoEsports, useDemoVisitorPlace } from "../../lib/site-features";

/** afterHeader: the consent banner, placed in the DOM right after the header so it comes early in the Tab order. */
export function SiteLayout({ children, afterHeader }: { children: ReactNode; afterHeader?: ReactNode }) {
  const demo = useDemoEsports();
  const demoPlace = useDemoVisitorPlace();
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
        {demo && (
          <p role="note" data-demo-notice className="mb-6 rounded-lg border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-sm text-amber-100">
            <strong>Demo data:</strong> the matches, teams, players and results on this site are invented to show how it works; no esports data provider is
            configured.
          </p>
        )}
        {demoPlace && (
          <p role="note" data-demo-place className="mb-6 rounded-lg border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-sm text-amber-100">
            <strong>Demo:</strong> a visitor whose location cannot be told (as on your own computer) is shown the offers for {demoPlace}. A deployment shows
            such a visitor only bookmakers licensed everywhere.
          </p>
        )}
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
