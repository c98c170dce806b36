import { sql } from "@eb/db";

/**
 * What one conversion adds to its group before deal terms apply, as columns beside
 * affiliate_conversions `v`: the counts, the commission the programme reported, the base of a
 * revenue-share estimate (a revenue event's amount, minus a chargeback's, where no commission was
 * reported) and the first deposits reported without commission (a CPA estimate each). Estimates
 * are linear in these, so a group's sums times the deal terms equal the sum of per-event estimates.
 */
export const conversionMeasures = sql`
  (v.event = 'registration')::int as registrations,
  (v.event = 'first_deposit')::int as first_deposits,
  v.commission as reported,
  case when v.commission is null and v.amount is not null and v.event in ('revenue', 'chargeback')
    then case when v.event = 'revenue' then v.amount else -v.amount end end as share_base,
  (v.commission is null and v.event = 'first_deposit')::int as cpa_count`;

/**
 * A group's sums `a` (with its bookmaker's affiliate_programs `p`) as the rows the figures add up,
 * for a `cross join lateral`:
 * - a count row (currency null): registrations and first deposits, which have no currency;
 * - a money row in the events' currency: the commission reported, and the revenue share of the
 *   deal terms on the net revenue reported without commission;
 * - a money row in the CPA's currency: the deal's CPA for each first deposit reported without
 *   commission (the CPA is paid in its own currency, whatever the player deposited in).
 * Estimates stay apart from reported commission: they are what the deal says we should earn,
 * not what the programme says it owes.
 */
export const dealTermRows = sql`
  cross join lateral (values
    (null::text, a.registrations, a.first_deposits, null::numeric, null::numeric),
    (a.currency, 0::bigint, 0::bigint, a.reported, a.share_base * p.revenue_share_percent / 100),
    (coalesce(p.cpa_currency, ''), 0::bigint, 0::bigint, null::numeric,
      case when a.cpa_count > 0 and p.cpa_amount is not null then a.cpa_count * p.cpa_amount end)
  ) f(currency, registrations, first_deposits, reported, estimated)`;
