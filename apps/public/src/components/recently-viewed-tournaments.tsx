import { useSyncExternalStore } from "react";
import { Link } from "wouter";
import { subscribePreferences } from "../lib/preferences/local-store";
import { noRecentTournaments, recentTournaments } from "../lib/preferences/store";

/**
 * The tournaments this visitor opened last (spec: latest 10, no duplicates), kept in this browser
 * only. Rendered after hydration: the server knows nothing of it, so its HTML has no list.
 */
export function RecentlyViewedTournaments() {
  const items = useSyncExternalStore(subscribePreferences, recentTournaments, noRecentTournaments);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className="mb-8">
      <h2 id="recently-viewed-heading" className="mb-3 text-lg font-semibold">
        Recently Viewed
      </h2>
      <ul className="flex flex-wrap gap-2">
        {items.map((t) => (
          <li key={t.id}>
            <Link
              href={t.path}
              className="inline-block rounded-md border border-slate-700 bg-slate-900 px-3 py-1.5 text-sm text-slate-200 hover:border-emerald-500 hover:text-white"
            >
              {t.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
