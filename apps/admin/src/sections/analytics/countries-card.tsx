import { useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@eb/ui/table";
import { countryLabel, formatCount } from "./analytics-format";
import type { CountryStat } from "./dashboard-types";

/**
 * Issue 26: the country dimension. Per visitor country, as the server placed each visitor (never
 * an address): consented page views, /go clicks sent to a bookmaker, and refused /go clicks (the
 * bookmaker was not licensed there, so the visitor was shown the not-available page instead).
 */
export function CountriesCard({ countries }: { countries: CountryStat[] }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Countries</CardTitle>
        <CardDescription>
          Consented page views, /go clicks (counted by the server for every visitor) and refused /go clicks (bookmaker not licensed in the visitor&apos;s
          country) by visitor country in this range
        </CardDescription>
      </CardHeader>
      <CardContent>
        {countries.length === 0 ? (
          <p className="text-sm text-slate-400">No page views or /go clicks in this range.</p>
        ) : (
          <Table label="Page views and /go clicks per country">
            <TableHeader>
              <TableRow>
                <TableHead>Country</TableHead>
                <TableHead className="text-right">Views</TableHead>
                <TableHead className="text-right">/go clicks</TableHead>
                <TableHead className="text-right">Refused /go clicks</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {countries.map((c) => (
                <TableRow key={c.country}>
                  <TableCell>{countryLabel(c.country)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(c.views)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(c.clicks)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(c.refused)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
