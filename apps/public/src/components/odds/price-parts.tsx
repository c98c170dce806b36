import type { OddsCell, OddsFormat } from "@eb/api/shared";
import { cn } from "@eb/ui/cn";
import { formatPercent, oddsLinkHref } from "../../lib/odds/odds-figures";
import { OddsPrice } from "./odds-price";

/**
 * How the price last moved: an arrow beside the price box, for the eye (placed outside the box's
 * flow, so a move never widens a column), and words for screen readers.
 */
function Movement({ movement }: { movement: OddsCell["movement"] }) {
  if (!movement) return null;
  return (
    <>
      <span aria-hidden className={cn("absolute right-full top-1.5 mr-0.5 text-[10px]", movement === "up" ? "text-emerald-400" : "text-rose-300")}>
        {movement === "up" ? "▲" : "▼"}
      </span>
      <span className="sr-only">{movement === "up" ? "Price rose. " : "Price fell. "}</span>
    </>
  );
}

/** A bookmaker's margin on the market, or a dash that says it is not known. */
export function Margin({ margin }: { margin: number | null }) {
  return margin === null ? (
    <span className="text-slate-400">
      –<span className="sr-only">not known</span>
    </span>
  ) : (
    <span data-margin>{formatPercent(margin)}</span>
  );
}

/** A stale row's label under the bookmaker's name. */
export function StaleLabel() {
  return (
    <span className="mt-1 block text-[10px] font-bold uppercase not-italic tracking-wide text-amber-200">
      Stale<span className="sr-only">: not updated in the last hour</span>
    </span>
  );
}

/**
 * One price in its box: a link through /go when the bookmaker has a redirect (placement `odds` and
 * the match, opened as the site's other bookmaker links are: a new tab, marked sponsored), plain text
 * when not. The best price of its outcome is highlighted and says "Best" in words too. The box is as
 * wide as `chars` characters (see OddsPrice), so a format switch moves nothing.
 */
export function PriceBox({
  price,
  format,
  chars,
  best,
  movement,
  row,
  matchId,
  label,
}: {
  price: number;
  format: OddsFormat;
  chars: number;
  best: boolean;
  movement: OddsCell["movement"];
  row: { bookmakerName: string; redirectSlug: string | null };
  matchId: number;
  /** The link's accessible name ("Bet on Team X at 2.10 with Book"); ", best price" is added here. */
  label: string;
}) {
  const box = cn(
    "inline-flex flex-col items-center rounded-md border px-1 py-1 font-semibold",
    best ? "border-emerald-400 bg-emerald-500/15 text-emerald-200" : "border-slate-700",
  );
  const content = (
    <>
      <OddsPrice price={price} format={format} chars={chars} />
      {best && <span className="text-[10px] font-bold uppercase leading-none tracking-wide text-emerald-300">Best</span>}
    </>
  );
  return (
    <span className="relative inline-block">
      <Movement movement={movement} />
      {row.redirectSlug ? (
        <a
          href={oddsLinkHref(row.redirectSlug, matchId)}
          target="_blank"
          rel="sponsored nofollow noopener"
          aria-label={label + (best ? ", best price" : "")}
          data-bookmaker={row.bookmakerName}
          data-placement="odds"
          data-price-box
          className={cn(box, "hover:border-emerald-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400")}
        >
          {content}
        </a>
      ) : (
        <span className={box} data-price-box>
          {content}
          {best && <span className="sr-only"> (best price)</span>}
        </span>
      )}
    </span>
  );
}

/** Under a price: the chance it implies, named for screen readers. */
export function ImpliedProbability({ probability }: { probability: number }) {
  return (
    <span className="mt-1 block whitespace-nowrap text-xs font-normal text-slate-400">
      <span className="sr-only">Implied probability </span>
      <span data-implied>{formatPercent(probability)}</span>
    </span>
  );
}

/** No figure to show: a dash for the eye, and what it means for screen readers ("Not offered"). */
export function Dash({ said }: { said: string }) {
  return (
    <>
      <span aria-hidden>—</span>
      <span className="sr-only">{said}</span>
    </>
  );
}
