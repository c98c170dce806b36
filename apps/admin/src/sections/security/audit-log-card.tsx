import { useId, useMemo, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { auditLogInput, type AuditLogFilters } from "@eb/api/contracts";
import { Button } from "@eb/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { QueryBoundary } from "@eb/ui/query-boundary";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@eb/ui/table";
import { fieldErrors } from "../../lib/field-errors";
import { useTRPC } from "../../lib/trpc";
import { describeAuditEntry } from "./audit-entry";
import { AuditLogFiltersBar } from "./audit-log-filters";

const formatTime = (iso: string) => new Date(iso).toLocaleString();

/** Every admin action, newest first, paged and filtered on the server. */
export function AuditLogCard() {
  const trpc = useTRPC();
  const titleId = useId();
  const [filters, setFilters] = useState<AuditLogFilters>({ page: 1 });
  // The form is checked with the procedure's own schema; an invalid range is shown, not sent.
  const checked = auditLogInput.safeParse(filters);
  const errors = checked.success ? {} : fieldErrors(checked.error.issues);
  const [sent, setSent] = useState(auditLogInput.parse({ page: 1 }));
  if (checked.success && JSON.stringify(checked.data) !== JSON.stringify(sent)) setSent(checked.data);
  const log = useQuery(trpc.security.auditLog.queryOptions(sent, { placeholderData: keepPreviousData }));
  const options = useQuery(trpc.security.auditLogFilters.queryOptions());
  // Rows written before bookmaker rows kept their name, and a new order (ids), are named from the current list.
  const bookmakers = useQuery(trpc.bookmakers.list.queryOptions());
  const bookmakerNames = useMemo(() => new Map((bookmakers.data ?? []).map((b) => [b.id, b.name])), [bookmakers.data]);

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Audit Log</CardTitle>
        <CardDescription>Every change made in the back office, newest first. Kept for one year.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <AuditLogFiltersBar filters={filters} options={options.data} errors={errors} onChange={setFilters} />
        <QueryBoundary
          query={log}
          loadingLabel="Loading the audit log..."
          isEmpty={(d) => d.total === 0}
          empty={<p className="text-sm text-slate-400">No entries match these filters.</p>}
        >
          {(page) => (
            <>
              <Table label="Audit log entries" aria-describedby={`${titleId}-page`}>
                <TableHeader>
                  <TableRow>
                    <TableHead>Time</TableHead>
                    <TableHead>Action</TableHead>
                    <TableHead>Account</TableHead>
                    <TableHead>What</TableHead>
                    <TableHead>Change</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {page.rows.map((r) => {
                    const entry = describeAuditEntry(r, bookmakerNames);
                    return (
                      <TableRow key={r.id}>
                        <TableCell className="whitespace-nowrap">{formatTime(r.createdAt)}</TableCell>
                        <TableCell>{entry.action}</TableCell>
                        <TableCell>{r.actorEmail ?? "system"}</TableCell>
                        <TableCell className="min-w-32">{entry.resource}</TableCell>
                        <TableCell className="min-w-48">
                          {entry.changes.length === 0 ? (
                            <span className="text-slate-400">-</span>
                          ) : (
                            <ul className="flex flex-col gap-0.5 text-slate-300">
                              {entry.changes.map((change, i) => (
                                <li key={i} className="break-words">
                                  {change}
                                </li>
                              ))}
                            </ul>
                          )}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
              <nav aria-label="Audit log pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span id={`${titleId}-page`}>
                  Page {page.page} of {page.pageCount} ({page.total} {page.total === 1 ? "entry" : "entries"})
                </span>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" disabled={page.page <= 1} onClick={() => setFilters({ ...filters, page: page.page - 1 })}>
                    Previous
                  </Button>
                  <Button variant="outline" size="sm" disabled={page.page >= page.pageCount} onClick={() => setFilters({ ...filters, page: page.page + 1 })}>
                    Next
                  </Button>
                </div>
              </nav>
            </>
          )}
        </QueryBoundary>
      </CardContent>
    </Card>
  );
}
