import { useEffect, useState } from "react";
import { formatOddsPrice, SECOND_MS, type OddsFormat } from "@eb/api/shared";

/** How long a price that just moved stays marked. */
export const PRICE_MARK_MS = 4 * SECOND_MS;

/**
 * Whether the price moved since the component last showed it, and which way: "up" or "down" for
 * PRICE_MARK_MS after it moved, then null. The first price shown is not a move.
 */
function useMoved(price: number): "up" | "down" | null {
  const [shown, setShown] = useState(price);
  const [moved, setMoved] = useState<"up" | "down" | null>(null);
  // Adjusting state while rendering, from the previous render's: React's pattern for it (no effect, no ref).
  if (price !== shown) {
    setShown(price);
    setMoved(price > shown ? "up" : "down");
  }
  useEffect(() => {
    if (moved === null) return;
    const timer = setTimeout(() => setMoved(null), PRICE_MARK_MS);
    return () => clearTimeout(timer);
  }, [moved, shown]);
  return moved;
}

/**
 * A price in the visitor's format, in a box as wide as the widest of `chars` characters (the
 * longest any price around it reads in any format, from oddsPriceChars): switching the format, or
 * applying the stored one after hydration, changes the text but moves nothing. Half a character
 * more holds a "+" or "/" wider than a digit in some fonts. A price that moves while the page is
 * open (live prices) is marked for a few seconds by its background, which changes no size; the
 * fade is left out under prefers-reduced-motion.
 */
export function OddsPrice({ price, format, chars }: { price: number; format: OddsFormat; chars: number }) {
  const moved = useMoved(price);
  return (
    <span
      data-odds-price
      data-moved={moved ?? undefined}
      className={`inline-block whitespace-nowrap rounded text-center tabular-nums transition-colors duration-700 motion-reduce:transition-none ${
        moved === "up" ? "bg-emerald-500/25" : moved === "down" ? "bg-red-500/25" : ""
      }`}
      style={{ width: `${chars + 0.5}ch` }}
    >
      {formatOddsPrice(price, format)}
    </span>
  );
}
