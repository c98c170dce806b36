import type { AdminOutputs } from "@eb/api/admin-types";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@eb/ui/table";

type Preview = AdminOutputs["revenueReports"]["previewReport"];
type Issue = Preview["errors"][number];

const SHOWN_SAMPLE = 10;
/** The figures a report row carries, in the order both tables show them. */
const MEASURES = [
  ["registrations", "Registrations"],
  ["firstDeposits", "First deposits"],
  ["deposits", "Deposits"],
  ["netRevenue", "Net revenue"],
  ["commission", "Commission"],
] as const;

const where = (issue: Issue) => [issue.row !== null ? `Line ${issue.row}` : null, issue.column].filter(Boolean).join(", ");

/** What applying the file would change: its period, the rows replaced, totals per currency, and every error. */
export function ReportPreviewView({ preview, stale }: { preview: Preview; stale: boolean }) {
  const { mappingErrors, errors } = preview;
  return (
    <section aria-label="Import preview" className={stale ? "flex flex-col gap-3 opacity-60" : "flex flex-col gap-3"}>
      <p className="text-sm" aria-live="polite">
        {preview.fromDay ? `Period ${preview.fromDay} to ${preview.toDay}: ` : ""}
        {preview.rowsParsed} rows read, {preview.rowsReplaced} stored rows replaced.
        {preview.errorCount > 0 ? ` ${preview.errorCount} ${preview.errorCount === 1 ? "error" : "errors"}: nothing can be applied.` : ""}
      </p>
      {preview.unmappedColumns.length > 0 && (
        <div role="status" className="rounded-lg border border-amber-800 bg-amber-950/40 p-3 text-sm" data-testid="report-unmapped">
          <h4 className="mb-1 font-medium text-amber-300">
            {preview.unmappedColumns.length === 1
              ? "1 column of the file is not imported"
              : `${preview.unmappedColumns.length} columns of the file are not imported`}
          </h4>
          <p className="text-amber-100">
            {preview.unmappedColumns.map((c) => `"${c}"`).join(", ")}: choose a field for each above, or apply knowing their figures are left out.
          </p>
        </div>
      )}
      {mappingErrors.length + errors.length > 0 && (
        <div role="alert" className="rounded-lg border border-red-900 bg-red-950/40 p-3 text-sm">
          <h4 className="mb-1 font-medium text-red-300">{mappingErrors.length > 0 ? "Mapping errors" : "Errors in the file"}</h4>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-red-200">
            {[...mappingErrors, ...errors].map((issue, i) => (
              <li key={i}>
                {where(issue) && <span className="font-medium">{where(issue)}: </span>}
                {issue.message}
              </li>
            ))}
          </ul>
          {preview.errorCount > mappingErrors.length + errors.length && (
            <p className="mt-1 text-red-300">and {preview.errorCount - mappingErrors.length - errors.length} more</p>
          )}
        </div>
      )}
      {preview.totals.length > 0 && (
        <Table label="Totals per currency, stored now and after the import">
          <TableHeader>
            <TableRow>
              <TableHead>Currency</TableHead>
              <TableHead>Rows</TableHead>
              {MEASURES.map(([key, label]) => (
                <TableHead key={key}>{label}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.totals.map((t) => (
              <TableRow key={t.currency}>
                <TableCell className="font-medium">{t.currency}</TableCell>
                {(["rows", ...MEASURES.map(([key]) => key)] as const).map((k) => (
                  <TableCell key={k} className="whitespace-nowrap tabular-nums">
                    {String(t.before[k])} → {String(t.after[k])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {preview.sample.length > 0 && (
        <Table label={`The file's first ${Math.min(SHOWN_SAMPLE, preview.sample.length)} rows as read`}>
          <TableHeader>
            <TableRow>
              <TableHead>Line</TableHead>
              <TableHead>Day</TableHead>
              <TableHead>Sub-id</TableHead>
              <TableHead>Currency</TableHead>
              {MEASURES.map(([key, label]) => (
                <TableHead key={key}>{label}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.sample.slice(0, SHOWN_SAMPLE).map((r) => (
              <TableRow key={r.line}>
                <TableCell>{r.line}</TableCell>
                <TableCell className="whitespace-nowrap">{r.day}</TableCell>
                <TableCell className="max-w-40 truncate">{r.subId}</TableCell>
                <TableCell>{r.currency}</TableCell>
                {MEASURES.map(([key]) => (
                  <TableCell key={key} className="tabular-nums">
                    {r[key]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
