import { useId, useState } from "react";
import { Download } from "lucide-react";
import { Button } from "@eb/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { FormField } from "@eb/ui/form-field";
import { Input } from "@eb/ui/input";
import { analyticsExportInput, EXPORT_FIRST_DAY } from "@eb/api/contracts";
import { DAY_MS } from "@eb/api/shared";

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** The range's events as a CSV file, streamed by the server (the download is audited there). */
export function ExportCard() {
  const titleId = useId();
  const [from, setFrom] = useState(() => utcDay(new Date(Date.now() - 29 * DAY_MS)));
  const [to, setTo] = useState(() => utcDay(new Date()));
  // The server's own schema, so the card shows exactly the message the server would answer.
  const checked = analyticsExportInput.safeParse({ from, to });
  const valid = checked.success;
  const error = checked.success ? undefined : checked.error.issues[0]?.message;
  const href = `/api/admin/analytics/export.csv?${new URLSearchParams({ from, to })}`;
  // Issue 27: the same range's revenue figures per day, bookmaker and currency.
  const revenueHref = `/api/admin/analytics/revenue.csv?${new URLSearchParams({ from, to })}`;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Export</CardTitle>
        <CardDescription>Download the analytics events, or the revenue figures, of a date range as CSV.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-3">
        <FormField label="From (UTC)" error={error}>
          <Input type="date" value={from} min={EXPORT_FIRST_DAY} max={to} onChange={(e) => setFrom(e.target.value)} />
        </FormField>
        <FormField label="To (UTC)">
          <Input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        </FormField>
        {valid ? (
          <Button asChild>
            <a href={href} download>
              <Download aria-hidden />
              Export CSV
            </a>
          </Button>
        ) : (
          <Button disabled>
            <Download aria-hidden />
            Export CSV
          </Button>
        )}
        {valid ? (
          <Button asChild variant="outline">
            <a href={revenueHref} download>
              <Download aria-hidden />
              Export revenue CSV
            </a>
          </Button>
        ) : (
          <Button disabled variant="outline">
            <Download aria-hidden />
            Export revenue CSV
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
