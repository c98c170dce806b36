import { Badge } from "@eb/ui/badge";
import { cn } from "@eb/ui/cn";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@eb/ui/table";
import { formatConfidence, formatInterval, formatLift } from "./ab-format";
import type { AbVerdict, VariantVerdict } from "./ab-test-types";
import type { MetricFigures } from "./metric-display";

/**
 * A cell without a figure: a dash for the eye, words for screen readers. The cell is positioned so
 * that the absolutely positioned sr-only text stays inside the table's scrolling box.
 */
function EmptyCell({ reason, className }: { reason: string; className?: string }) {
  return (
    <TableCell className={cn("relative", className)}>
      <span aria-hidden>—</span>
      <span className="sr-only">{reason}</span>
    </TableCell>
  );
}

function LiftCells({ v }: { v: VariantVerdict }) {
  if (v.isControl) {
    return (
      <>
        <TableCell className="text-right">Baseline</TableCell>
        <EmptyCell reason="Baseline" />
        <EmptyCell reason="Baseline" className="text-right" />
      </>
    );
  }
  if (!v.lift) {
    const notYet = "Not measurable yet";
    return (
      <>
        <EmptyCell reason={notYet} className="text-right" />
        <EmptyCell reason={notYet} />
        <EmptyCell reason={notYet} className="text-right" />
      </>
    );
  }
  return (
    <>
      <TableCell className="text-right">{formatLift(v.lift.lift)}</TableCell>
      <TableCell className="whitespace-nowrap">{formatInterval(v.lift.interval)}</TableCell>
      <TableCell className="text-right">{formatConfidence(v.lift.confidence)}</TableCell>
    </>
  );
}

/**
 * Each variant's sessions, conversions and rate (for revenue: sessions with revenue and revenue per
 * session), and its lift over the control with the interval at the test's level.
 */
export function ResultsTable({ testName, verdict, level, figures }: { testName: string; verdict: AbVerdict; level: number; figures: MetricFigures }) {
  const winnerId = verdict.status === "winner" ? verdict.winnerId : null;
  return (
    <Table label={`Results of ${testName}`}>
      <TableHeader>
        <TableRow>
          <TableHead>Variant</TableHead>
          <TableHead className="text-right">Allocation</TableHead>
          <TableHead className="text-right">Sessions</TableHead>
          <TableHead className="text-right">{figures.conversionsHeader}</TableHead>
          <TableHead className="text-right">{figures.rateHeader}</TableHead>
          <TableHead className="text-right">Lift vs control</TableHead>
          <TableHead>{level}% interval</TableHead>
          <TableHead className="text-right">Confidence</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {verdict.variants.map((v) => (
          <TableRow key={v.id}>
            <TableCell>
              <span className="flex items-center gap-2 whitespace-nowrap">
                {v.name}
                {v.id === winnerId && <Badge variant="success">Winner</Badge>}
              </span>
            </TableCell>
            <TableCell className="text-right">{v.allocation}%</TableCell>
            <TableCell className="text-right">{v.sessions.toLocaleString("en-US")}</TableCell>
            <TableCell className="text-right">{v.conversions.toLocaleString("en-US")}</TableCell>
            <TableCell className="text-right">{figures.format(v.rate)}</TableCell>
            <LiftCells v={v} />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
