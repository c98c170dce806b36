import { formatOddsPrice, type OddsFormat } from "@eb/api/shared";

/**
 * A price in the visitor's format, in a box as wide as the widest of `chars` characters (the
 * longest any price around it reads in any format, from oddsPriceChars): switching the format, or
 * applying the stored one after hydration, changes the text but moves nothing. Half a character
 * more holds a "+" or "/" wider than a digit in some fonts.
 */
export function OddsPrice({ price, format, chars }: { price: number; format: OddsFormat; chars: number }) {
  return (
    <span data-odds-price className="inline-block whitespace-nowrap text-center tabular-nums" style={{ width: `${chars + 0.5}ch` }}>
      {formatOddsPrice(price, format)}
    </span>
  );
}
