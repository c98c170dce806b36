import { useId, type ReactNode } from "react";
import { cn } from "@eb/ui/cn";
import { Margin, StaleLabel } from "./price-parts";

/**
 * The frame every odds table shares (the match winner's, each market's): a focusable region named
 * by the table's caption that scrolls sideways inside its own box at narrow widths, never the page
 * (positioned, so the cells' absolutely placed screen-reader words are clipped with it), and a head
 * row of Bookmaker, one column per outcome, and Margin (wide screens; on a phone it sits under the name).
 */
export function OddsTableFrame({
  market,
  teams,
  outcomes,
  tableAttrs,
  children,
}: {
  /** The market's name in the caption: "Match winner", "Total maps 2.5". */
  market: string;
  teams: { a: string; b: string };
  outcomes: readonly { key: string; label: string }[];
  tableAttrs: Record<`data-${string}`, string | boolean>;
  /** The body rows, and a foot if any. */
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-800 bg-slate-900/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400"
    >
      <table {...tableAttrs} className="w-full text-sm">
        <caption id={captionId} className="sr-only">
          {market} odds, {teams.a} vs {teams.b}: each bookmaker&apos;s price per outcome, with its implied probability, and the bookmaker&apos;s margin
        </caption>
        <thead className="text-xs text-slate-400">
          <tr>
            <th scope="col" className="py-2 pl-3 pr-1 text-left font-semibold">
              Bookmaker
            </th>
            {outcomes.map((o) => (
              <th key={o.key} scope="col" className="max-w-[8rem] px-2 py-2 text-center font-semibold text-slate-200 [overflow-wrap:anywhere]">
                {o.label}
              </th>
            ))}
            <th scope="col" className="hidden py-2 pl-1 pr-3 text-right font-semibold sm:table-cell">
              Margin
            </th>
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

type BookRow = { bookmakerName: string; margin: number | null; stale: boolean };

/**
 * One bookmaker's row: its name (with `tag` after it, and Stale when it is), its prices (`children`),
 * and its margin. A stale row is dimmed and says so in words.
 */
export function BookmakerRowFrame({ row, tag, children }: { row: BookRow; tag?: ReactNode; children: ReactNode }) {
  return (
    <tr data-odds-row data-stale={row.stale || undefined} className={cn("border-t border-slate-800", row.stale && "italic text-slate-400")}>
      <th scope="row" className="min-w-[5.5rem] max-w-[9rem] py-2 pl-3 pr-1 text-left align-top font-semibold [overflow-wrap:break-word]">
        <span data-bookmaker-name>{row.bookmakerName}</span>
        {tag}
        {row.stale && <StaleLabel />}
        {/* On a phone the margin sits under the name: its own column would push the table past the screen. */}
        <span className="mt-1 block text-xs font-normal text-slate-400 sm:hidden">
          Margin <Margin margin={row.margin} />
        </span>
      </th>
      {children}
      <td className="hidden py-2 pl-1 pr-3 text-right align-top tabular-nums sm:table-cell">
        <Margin margin={row.margin} />
      </td>
    </tr>
  );
}
