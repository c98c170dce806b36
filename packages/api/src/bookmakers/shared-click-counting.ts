import { queryRows, sql } from "@eb/db";
import { affiliateClickAliases, goAddressMinutes, goVisitorHolds } from "@eb/db/schema";
import { MINUTE_MS, SECOND_MS, type DbOrTx } from "../platform";
import type { VisitFingerprint } from "./click-counter";

/**
 * Issue 38: settling, when a batch of hits is written, what each instance's memory could not see.
 * The click counter (click-counter.ts) decides at once whether a hit is a repeat on this instance;
 * a visitor's hits routed to several instances, and an address's budget spent on several, meet
 * here, in the tables the instances share (schema/click-counting.ts), one statement per batch.
 *
 * Why PostgreSQL and not Redis: the site already needs PostgreSQL to run on several instances (and
 * runs on embedded PGlite alone), the settlement belongs in the same transaction as the hits and
 * clicks it decides on (a hold without its click, or a click without its hold, cannot happen), and
 * a second store would be one more service to deploy, secure and keep alive for a few thousand
 * short rows. The redirect itself never waits for it: only the batch writer does.
 */

/** A hit the counter recorded on this instance, as the batch writer settles it. */
export type SharedVisit = {
  fingerprint: VisitFingerprint;
  at: Date;
  /** The click id the visitor was sent with (null: the redirect carried none). */
  clickId: string | null;
};

export type SharedCountingLimits = { windowMs: number; budgetPerMinute: number; maxAliasesPerClick: number };

/**
 * Aliases recorded per counted click at most: a visitor whose repeats reach this many other
 * instances within the window keeps attribution through each; past it a repeat's id is unattributed.
 * Each counted click is within its address's budget, so an address adds at most this many
 * aliases per counted click.
 */
export const MAX_ALIASES_PER_CLICK = 8;

/**
 * Which of a batch's visits count (the indexes, in order): a visit counts unless another instance
 * (or an earlier batch) holds its visitor and target within the window, and while its address's
 * hits this minute, on every instance, stay within the budget. A visit that lost to another
 * instance's counted click and carries a click id of its own becomes an alias of that click (a
 * registration reported with it is attributed to the counted one), up to `maxAliasesPerClick`.
 *
 * Run inside the transaction that writes the counted hits: the holds and the counts commit with
 * them or not at all, and the rows are taken in fingerprint order so two batches never deadlock.
 */
export async function settleSharedVisits(tx: DbOrTx, visits: SharedVisit[], limits: SharedCountingLimits): Promise<number[]> {
  const counted: number[] = [];
  // One round per occurrence: a batch holding the same visitor twice (its window passed between
  // the two) settles the first before the second; almost every batch is a single round.
  for (const round of rounds(visits)) counted.push(...(await settleRound(tx, visits, round, limits)));
  return counted.sort((a, b) => a - b);
}

function rounds(visits: SharedVisit[]): number[][] {
  const out: number[][] = [];
  const seen = new Map<string, number>();
  visits.forEach((v, i) => {
    const key = v.fingerprint.visitor.toString("hex");
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    (out[n] ??= []).push(i);
  });
  return out;
}

/** What the settlement answers: only the exceptions (normally none), so a batch's answer stays small. */
type SettledRow = { what: "lost" | "over"; key: string; minute: number | null; hits: number | null };

async function settleRound(tx: DbOrTx, visits: SharedVisit[], round: number[], limits: SharedCountingLimits): Promise<number[]> {
  const col = (pick: (v: SharedVisit) => unknown) => sql.param(round.map((i) => pick(visits[i]!)));
  const visitor = (v: SharedVisit) => v.fingerprint.visitor.toString("hex");
  const address = (v: SharedVisit) => v.fingerprint.address.toString("hex");
  const minuteOf = (v: SharedVisit) => Math.floor(v.at.getTime() / MINUTE_MS);
  // A hold is taken when there is none, or the one there ended by this hit's time (its window
  // passed). The answer names the visits that lost (another instance holds them) and the
  // address-minutes whose count passed the budget with this batch.
  const rows = await queryRows<SettledRow>(
    tx,
    "bookmakers.settle-shared-visits",
    sql`
    with i as (
      select decode(i.fp, 'hex') as fp, decode(i.addr, 'hex') as addr, i.minute, i.at, i.click
      from unnest(${col(visitor)}::text[], ${col(address)}::text[], ${col(minuteOf)}::int[], ${col((v) => v.at.toISOString())}::timestamptz[],
        ${col((v) => v.clickId)}::text[]) as i(fp, addr, minute, at, click)
    ),
    claimed as (
      insert into ${goVisitorHolds} as h (fingerprint, held_until, click_id, aliases)
      select i.fp, i.at + make_interval(secs => ${limits.windowMs / 1000}), i.click, 0 from i order by i.fp
      on conflict (fingerprint) do update set held_until = excluded.held_until, click_id = excluded.click_id, aliases = 0
        where h.held_until <= excluded.held_until - make_interval(secs => ${limits.windowMs / 1000})
      returning h.fingerprint
    ),
    spent as (
      insert into ${goAddressMinutes} as m (address, minute, hits)
      select i.addr, i.minute, count(*)::int from i join claimed c on c.fingerprint = i.fp group by i.addr, i.minute order by i.addr, i.minute
      on conflict (address, minute) do update set hits = m.hits + excluded.hits
      returning m.address, m.minute, m.hits
    )
    select 'lost' as what, encode(i.fp, 'hex') as key, null::int as minute, null::int as hits from i where not exists (select from claimed c where c.fingerprint = i.fp)
    union all
    select 'over', encode(address, 'hex'), minute, hits from spent where hits > ${limits.budgetPerMinute}`,
  );
  const lostKeys = new Set<string>();
  const over = new Map<string, number>();
  for (const r of rows) {
    if (r.what === "lost") lostKeys.add(r.key);
    else over.set(`${r.key}:${Number(r.minute)}`, Number(r.hits));
  }

  // Each over-budget address-minute's claimed visits in time order: those past the budget (with
  // what the other instances recorded before) do not count, and give their holds back.
  const counted: number[] = [];
  const lost: number[] = [];
  const overIn = new Map<string, number[]>();
  for (const i of round) {
    const v = visits[i]!;
    if (lostKeys.has(visitor(v))) lost.push(i);
    else if (over.size === 0) counted.push(i);
    else {
      const key = `${address(v)}:${minuteOf(v)}`;
      if (!over.has(key)) counted.push(i);
      else overIn.set(key, [...(overIn.get(key) ?? []), i]);
    }
  }
  const released: string[] = [];
  for (const [key, list] of overIn) {
    const before = over.get(key)! - list.length;
    const allowed = Math.max(0, Math.min(list.length, limits.budgetPerMinute - before));
    counted.push(...list.slice(0, allowed));
    for (const i of list.slice(allowed)) released.push(visitor(visits[i]!));
  }
  if (released.length > 0) {
    await tx.execute(sql`delete from ${goVisitorHolds} where fingerprint = any(select decode(f, 'hex') from unnest(${sql.param(released)}::text[]) as f)`);
  }
  const aliases = lost.filter((i) => visits[i]!.clickId !== null);
  if (aliases.length > 0)
    await recordAliases(
      tx,
      aliases.map((i) => visits[i]!),
      limits.maxAliasesPerClick,
    );
  return counted;
}

/** Stores each losing visit's click id as an alias of the click that holds its visitor, while that click has fewer than `max`. */
async function recordAliases(tx: DbOrTx, lost: SharedVisit[], max: number): Promise<void> {
  await tx.execute(sql`
    with l as (
      select decode(l.fp, 'hex') as fp, l.alias
      from unnest(${sql.param(lost.map((v) => v.fingerprint.visitor.toString("hex")))}::text[], ${sql.param(lost.map((v) => v.clickId))}::text[]) as l(fp, alias)
    ),
    bumped as (
      update ${goVisitorHolds} h set aliases = h.aliases + 1 from l
      where h.fingerprint = l.fp and h.click_id is not null and h.aliases < ${max}
      returning l.alias, h.click_id
    )
    insert into ${affiliateClickAliases} (alias_id, click_id) select alias, click_id from bumped on conflict do nothing`);
}

/**
 * How long after its end a hold is kept: a margin for the instances' clocks, which NTP keeps well
 * within it. An ended hold no longer decides anything (the next hit replaces it); the margin only
 * keeps an instance whose clock is behind from counting a repeat it still sees inside the window.
 */
const HOLD_MARGIN_MS = 5 * SECOND_MS;

/**
 * Deletes the shared rows no instance can still need: holds that ended more than the margin ago and
 * the counts of minutes before the last one.
 */
export async function pruneSharedCounting(db: DbOrTx, now: Date): Promise<{ holds: number; minutes: number }> {
  const [holds] = await queryRows<{ n: number }>(
    db,
    "bookmakers.prune-visitor-holds",
    sql`with gone as (delete from ${goVisitorHolds} where held_until < ${new Date(now.getTime() - HOLD_MARGIN_MS).toISOString()} returning 1) select count(*)::int as n from gone`,
  );
  const [minutes] = await queryRows<{ n: number }>(
    db,
    "bookmakers.prune-address-minutes",
    sql`with gone as (delete from ${goAddressMinutes} where minute < ${Math.floor(now.getTime() / MINUTE_MS) - 1} returning 1) select count(*)::int as n from gone`,
  );
  return { holds: holds?.n ?? 0, minutes: minutes?.n ?? 0 };
}
