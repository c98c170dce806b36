import { Badge } from "@eb/ui/badge";

/** The label of invented prices beside a heading (the match page's odds section, the dropping-odds list). */
export function DemoPricesBadge() {
  return (
    <Badge variant="outline" className="border-amber-400/40 bg-amber-400/10 text-amber-100">
      Demo prices
    </Badge>
  );
}

/** What the label means, said once under the heading. */
export function DemoPricesNote({ className = "" }: { className?: string }) {
  return (
    <p role="note" className={`text-sm text-amber-100 ${className}`}>
      Demo prices — invented for the demo, not real bookmakers&apos; offers.
    </p>
  );
}
