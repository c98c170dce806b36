import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { countOf } from "../../lib/format";
import { formatMoney } from "../analytics/revenue-format";
import { MINUTE_MS } from "@eb/api/shared";

/** Refetched now and then: conversions arrive by postback and report imports, not by this tab. */
const REFETCH_MS = MINUTE_MS;

/**
 * Issue 27: a bookmaker's last 30 days under its name: tracked clicks, first deposits and earnings
 * per click in each currency the programme paid in. One query for the whole list (every row
 * reads the same cached answer).
 */
export function BookmakerRevenueLine({ bookmakerId }: { bookmakerId: number }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.revenue.bookmakers.queryOptions(undefined, { refetchInterval: REFETCH_MS }));
  if (!query.data) return null;
  const f = query.data.find((r) => r.bookmakerId === bookmakerId);
  // Nothing tracked in 30 days: no line (a row of zeros on every bookmaker would only push the list down).
  if (!f || (f.clicks === 0 && f.firstDeposits === 0)) return null;
  const epc = f.money.filter((m) => m.epc !== null).map((m) => formatMoney(m.currency, m.epc!));
  return (
    <p className="basis-full text-xs leading-tight text-slate-400" data-testid="bookmaker-revenue">
      Last 30 days: {countOf(f.clicks, "/go click", "/go clicks")} · {countOf(f.firstDeposits, "first deposit", "first deposits")} · EPC{" "}
      {epc.length > 0 ? epc.join(", ") : "—"}
    </p>
  );
}
