import { useQuery } from "@tanstack/react-query";
import { DatabaseZap, FlaskConical } from "lucide-react";
import type { ReactNode } from "react";
import { useTRPC } from "../lib/trpc";
import { MINUTE_MS } from "@eb/api/shared";

/** One notice: an icon, what is so, and what to do about it. */
function Notice({ label, icon, tone, children }: { label: string; icon: ReactNode; tone: "warning" | "info"; children: ReactNode }) {
  const colours = tone === "warning" ? "border-amber-700/60 bg-amber-950/30" : "border-sky-800/60 bg-sky-950/30";
  return (
    <div role="note" aria-label={label} className={`flex items-start gap-3 rounded-xl border p-4 text-sm ${colours}`}>
      {icon}
      <div className="flex flex-col gap-1">{children}</div>
    </div>
  );
}

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });

/**
 * Above every tab: that no esports data provider is configured (with how to configure one), and
 * that the analytics figures of the demo's invented history are demo data (issue 23). Nothing while
 * loading or when neither applies.
 */
export function DataNotices() {
  const trpc = useTRPC();
  const notices = useQuery(trpc.system.notices.queryOptions(undefined, { staleTime: MINUTE_MS }));
  if (!notices.data) return null;
  const { esportsProvider, demoHistory } = notices.data;
  if (esportsProvider !== "none" && !demoHistory) return null;
  return (
    <div className="mb-6 flex flex-col gap-3">
      {esportsProvider === "none" && (
        <Notice label="No esports data provider" tone="warning" icon={<DatabaseZap className="mt-0.5 size-5 shrink-0 text-amber-300" aria-hidden />}>
          <p className="font-semibold text-amber-100">No esports data provider is configured.</p>
          <p className="text-slate-300">
            The public site shows no matches, results, streams or tournaments until one is. Set <code>PANDASCORE_TOKEN</code> to a PandaScore API token in the
            server&apos;s environment and restart the server: the first matches arrive within a minute. To try the site with invented data instead, set{" "}
            <code>DEMO_DATA=true</code>.
          </p>
        </Notice>
      )}
      {demoHistory && (
        <Notice label="Demo data" tone="info" icon={<FlaskConical className="mt-0.5 size-5 shrink-0 text-sky-300" aria-hidden />}>
          <p className="font-semibold text-sky-100">Demo data: these figures are not real visitors.</p>
          <p className="text-slate-300">
            The page views, sessions, tracked clicks, /go clicks, A/B tests and affiliate conversions (click ids, registrations, deposits and commission of
            three demo programmes) from {day(demoHistory.coversFrom)} to {day(demoHistory.coversTo)} are an invented demo history, written once into this demo
            database (<code>DEMO_HISTORY</code>). Anything after that is real traffic.
          </p>
        </Notice>
      )}
    </div>
  );
}
