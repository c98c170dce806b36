import { queryRows, sql, type Db } from "@eb/db";
import type { RedirectHit } from "../bookmakers";
import type { AffiliateClick, ReportedConversion } from "../revenue";
import type { DemoBookmaker } from "./sessions";
import { DAY_MS, HOUR_MS } from "../platform";

/**
 * The demo's affiliate programmes (demo data, like the bookmakers they belong to): the first three
 * clickable bookmakers take a click id and have deal terms, one CPA, one revenue share, one both.
 * They have no postback secret, so nothing from outside can report for them.
 */
const DEMO_PROGRAMMES = [
  { clickIdParam: "btag", cpaAmount: "100.00", cpaCurrency: "EUR", revenueSharePercent: null },
  { clickIdParam: "subid", cpaAmount: null, cpaCurrency: null, revenueSharePercent: "30.00" },
  { clickIdParam: "clickref", cpaAmount: "60.00", cpaCurrency: "GBP", revenueSharePercent: "20.00" },
] as const;

/** Gives the first bookmakers their demo programme; one an admin already set is left as it is. Answers the bookmakers with one. */
export async function addDemoProgrammes(db: Db, bookmakers: DemoBookmaker[]): Promise<number[]> {
  const chosen = bookmakers.slice(0, DEMO_PROGRAMMES.length);
  for (const [i, b] of chosen.entries()) {
    const p = DEMO_PROGRAMMES[i]!;
    const added = await queryRows(
      db,
      "demo-history.add-programme",
      sql`insert into affiliate_programs (bookmaker_id, click_id_param) values (${b.id}, ${p.clickIdParam})
        on conflict (bookmaker_id) do nothing returning bookmaker_id`,
    );
    // The demo's deal has always been the same: in force from the earliest day a report may carry.
    if (added.length > 0)
      await db.execute(sql`
        insert into affiliate_deal_terms (bookmaker_id, effective_from, cpa_amount, cpa_currency, revenue_share_percent)
        values (${b.id}, date '2000-01-01', ${p.cpaAmount}, ${p.cpaCurrency}, ${p.revenueSharePercent})
        on conflict do nothing`);
  }
  return chosen.map((b) => b.id);
}

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const demoClickId = (random: () => number) => Array.from({ length: 22 }, () => ID_ALPHABET[Math.floor(random() * 64)]).join("");
const money = (value: number) => value.toFixed(2);

/**
 * The click ids of a demo day's counted /go clicks on bookmakers with a programme, and what their
 * programmes "reported" for them, as postbacks would: about one click in eight registers within two
 * days, about two in five of those deposit, a CPA programme reports its commission for most first
 * deposits, revenue-share players bring a few revenue reports (and the odd chargeback). Events after
 * the history's end have not happened yet and are left out. Seeded: the same day gives the same rows.
 */
export function demoRevenue(
  hits: RedirectHit[],
  /** Per redirect id: its bookmaker, when that bookmaker's programme takes a click id, and the CPA it pays. */
  programmes: Map<number, { bookmakerId: number; cpa: string | null }>,
  end: Date,
  random: () => number,
): { clicks: AffiliateClick[]; conversions: ReportedConversion[] } {
  const clicks: AffiliateClick[] = [];
  const conversions: ReportedConversion[] = [];
  for (const hit of hits) {
    const programme = programmes.get(hit.redirectId);
    if (hit.kind !== "click" || programme === undefined) continue;
    const { bookmakerId, cpa } = programme;
    const clickId = demoClickId(random);
    const country = hit.country ?? null;
    clicks.push({
      clickId,
      bookmakerId,
      slug: hit.slug,
      page: hit.page,
      placement: hit.placement,
      country,
      experimentSession: null,
      variants: [],
      createdAt: hit.createdAt,
    });
    if (random() >= 0.12) continue;
    const currency = country === "GB" ? "GBP" : country === "US" || country === "CA" ? "USD" : "EUR";
    const report = (suffix: string, event: ReportedConversion["fields"]["event"], at: number, amount: string | null, commission: string | null) => {
      if (at > end.getTime()) return;
      conversions.push({
        bookmakerId,
        fields: {
          clickId,
          event,
          amount,
          currency: amount || commission ? currency : null,
          commission,
          transactionId: `demo-${clickId}-${suffix}`,
          occurredAt: new Date(at),
        },
        receivedAt: new Date(at),
      });
    };
    const registered = hit.createdAt.getTime() + HOUR_MS + Math.floor(random() * 2 * DAY_MS);
    report("reg", "registration", registered, null, null);
    if (random() >= 0.4) continue;
    const deposited = registered + Math.floor(random() * 4 * DAY_MS);
    // The CPA programme reports its commission for most first deposits; the rest the card estimates from the deal.
    const cpaReported = cpa !== null && random() < 0.7 ? cpa : null;
    report("ftd", "first_deposit", deposited, money(10 + Math.floor(random() * 190)), cpaReported);
    for (let week = 1; week <= Math.floor(random() * 4); week++) {
      report(`rev${week}`, "revenue", deposited + week * 7 * DAY_MS, money(5 + random() * 145), null);
    }
    if (random() < 0.05) report("cb", "chargeback", deposited + 3 * DAY_MS, money(5 + random() * 40), null);
  }
  return { clicks, conversions };
}

/** Per redirect id of the clickable bookmakers: those whose programme takes a click id, and their latest CPA. */
export async function demoProgrammesByRedirect(db: Db, bookmakers: DemoBookmaker[]): Promise<Map<number, { bookmakerId: number; cpa: string | null }>> {
  const rows = await queryRows<{ bookmaker_id: number; cpa: string | null }>(
    db,
    "demo-history.programmes",
    sql`select p.bookmaker_id, (select t.cpa_amount::text from affiliate_deal_terms t where t.bookmaker_id = p.bookmaker_id order by t.effective_from desc limit 1) as cpa
      from affiliate_programs p where p.click_id_param is not null`,
  );
  const cpaOf = new Map(rows.map((r) => [Number(r.bookmaker_id), r.cpa]));
  return new Map(bookmakers.filter((b) => cpaOf.has(b.id)).map((b) => [b.redirectId, { bookmakerId: b.id, cpa: cpaOf.get(b.id) ?? null }]));
}
