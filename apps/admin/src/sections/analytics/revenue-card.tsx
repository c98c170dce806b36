import { useId, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { REVENUE_BREAKDOWNS, type RangePreset, type RevenueBreakdown } from "@eb/api/contracts";
import type { AdminOutputs } from "@eb/api/admin-types";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@eb/ui/card";
import { Label } from "@eb/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@eb/ui/select";
import { Skeleton } from "@eb/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@eb/ui/table";
import { useTRPC } from "../../lib/trpc";
import { formatCount } from "./analytics-format";
import { BREAKDOWN_LABELS, breakdownKeyLabel, commissionRows, formatMoney, formatRate, revenueChange } from "./revenue-format";
import { RevenueChart } from "./revenue-chart";

type Figures = AdminOutputs["revenue"]["figures"];
type Figure = Figures["current"];

/** Spec 9: refetched with the tab. */
const REFETCH_MS = 30_000;

function Stat({ label, value, change }: { label: string; value: string; change: { text: string; srText?: string } }) {
  return (
    <div className="rounded-lg border border-slate-800 p-3">
      <p className="text-xs text-slate-400">{label}</p>
      <p className="text-lg font-semibold tabular-nums">{value}</p>
      <p className="text-xs text-slate-400">{change.srText ? <span title={change.srText}>{change.text}</span> : change.text}</p>
    </div>
  );
}

/** Per currency, one line each: reported (what the programme owes), estimated apart. */
function MoneyLines({ money }: { money: Figure["money"] }) {
  if (money.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="flex flex-col">
      {money.map((m) => (
        <li key={m.currency} className="tabular-nums">
          {formatMoney(m.currency, m.reported)}
          {m.estimated !== "0.0000" && <span className="text-slate-400"> + {formatMoney(m.currency, m.estimated)} estimated</span>}
        </li>
      ))}
    </ul>
  );
}

const epcLines = (money: Figure["money"]) =>
  money.length === 0 ? "—" : money.map((m) => (m.epc === null ? `${m.currency} —` : formatMoney(m.currency, m.epc))).join(", ");

/**
 * Issue 27: what the clicks earned. Clicks, registrations, first deposits and commission over the
 * tab's range, compared with the previous period; commission per currency, never converted or
 * added across currencies; estimates from the deal terms shown apart; conversions whose click id
 * we do not know shown apart too.
 */
export function RevenueCard({ range }: { range: RangePreset }) {
  const titleId = useId();
  const breakdownId = useId();
  const trpc = useTRPC();
  const [breakdown, setBreakdown] = useState<RevenueBreakdown>("bookmaker");
  const query = useQuery(trpc.revenue.figures.queryOptions({ range, breakdown }, { refetchInterval: REFETCH_MS, placeholderData: keepPreviousData }));
  const f = query.data;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Revenue</CardTitle>
        <CardDescription>
          What the bookmakers&apos; affiliate programmes reported for the /go clicks we sent (counted by the server for every visitor), on the day of the click;
          estimated commission comes from the deal terms in force on each event&apos;s day where a programme reported none. Where an imported report covers a
          bookmaker&apos;s day, its figures count instead of that day&apos;s postbacks.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {query.isError && !f && <p className="text-sm text-red-400">The revenue figures could not be loaded.</p>}
        {!f ? (
          !query.isError && <Skeleton className="h-48 w-full" />
        ) : (
          <RevenueBody figures={f} range={range} breakdown={breakdown} onBreakdown={setBreakdown} breakdownId={breakdownId} />
        )}
      </CardContent>
    </Card>
  );
}

function RevenueBody({
  figures: f,
  range,
  breakdown,
  onBreakdown,
  breakdownId,
}: {
  figures: Figures;
  range: RangePreset;
  breakdown: RevenueBreakdown;
  onBreakdown: (b: RevenueBreakdown) => void;
  breakdownId: string;
}) {
  const { current, previous } = f;
  const change = (pick: (x: Figure) => number) => revenueChange(pick(current), previous ? pick(previous) : null, range);
  const commission = commissionRows(current.money, previous?.money ?? null);
  const u = f.unattributed;
  return (
    <>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label="/go clicks" value={formatCount(current.clicks)} change={change((x) => x.clicks)} />
        <Stat label="Registrations" value={formatCount(current.registrations)} change={change((x) => x.registrations)} />
        <Stat label="First deposits" value={formatCount(current.firstDeposits)} change={change((x) => x.firstDeposits)} />
        <Stat label="Click-to-deposit rate" value={formatRate(current.clickToDeposit)} change={change((x) => (x.clickToDeposit ?? 0) * 100)} />
      </div>

      <Table label="Commission per currency">
        <TableHeader>
          <TableRow>
            <TableHead>Currency</TableHead>
            <TableHead className="text-right">Reported commission</TableHead>
            <TableHead className="text-right">Previous period</TableHead>
            <TableHead className="text-right">Estimated (deal terms)</TableHead>
            <TableHead className="text-right">EPC</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {commission.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5} className="text-slate-400">
                No commission in this range.
              </TableCell>
            </TableRow>
          ) : (
            commission.map(({ money: m, before }) => {
              return (
                <TableRow key={m.currency}>
                  <TableCell>{m.currency || "(no currency)"}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(m.currency, m.reported)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {previous === null ? "No earlier period" : formatMoney(m.currency, before?.reported ?? "0")}
                    {previous !== null && (
                      <span className="block text-xs text-slate-400">
                        {revenueChange(Number(m.reported), before ? Number(before.reported) : 0, range).text}
                      </span>
                    )}
                  </TableCell>
                  <TableCell className="text-right tabular-nums text-slate-300">{formatMoney(m.currency, m.estimated)} (estimated)</TableCell>
                  <TableCell className="text-right tabular-nums">{m.epc === null ? "—" : formatMoney(m.currency, m.epc)}</TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>

      <p className="text-sm text-slate-300" data-testid="revenue-unattributed">
        Unattributed (click id unknown): {formatCount(u.registrations)} registrations, {formatCount(u.firstDeposits)} first deposits
        {u.money.length > 0 &&
          `, ${u.money.map((m) => `${formatMoney(m.currency, m.reported)} reported${m.estimated !== "0.0000" ? ` + ${formatMoney(m.currency, m.estimated)} estimated` : ""}`).join(", ")}`}
      </p>

      <RevenueChart daily={f.daily} from={f.range.from} to={f.range.to} />

      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={breakdownId}>Break down by</Label>
        <Select value={breakdown} onValueChange={(v) => onBreakdown(v as RevenueBreakdown)}>
          <SelectTrigger id={breakdownId} className="w-full min-w-44 sm:w-auto">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {REVENUE_BREAKDOWNS.map((b) => (
              <SelectItem key={b} value={b}>
                {BREAKDOWN_LABELS[b]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {f.breakdown.rows.length === 0 ? (
        <p className="text-sm text-slate-400">No /go clicks or conversions in this range.</p>
      ) : (
        <Table label={`Revenue by ${BREAKDOWN_LABELS[f.breakdown.by].toLowerCase()}`}>
          <TableHeader>
            <TableRow>
              <TableHead>{BREAKDOWN_LABELS[f.breakdown.by]}</TableHead>
              <TableHead className="text-right">/go clicks</TableHead>
              <TableHead className="text-right">Registrations</TableHead>
              <TableHead className="text-right">First deposits</TableHead>
              <TableHead className="text-right">Click-to-deposit</TableHead>
              <TableHead className="text-right">Commission</TableHead>
              <TableHead className="text-right">EPC</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {f.breakdown.rows.map((r) => (
              <TableRow key={r.key}>
                <TableCell>{breakdownKeyLabel(f.breakdown.by, r.key, r.label)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(r.clicks)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(r.registrations)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(r.firstDeposits)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatRate(r.clickToDeposit)}</TableCell>
                <TableCell className="text-right">
                  <MoneyLines money={r.money} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{epcLines(r.money)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
