import { sql } from "@eb/db";

/**
 * What one conversion adds to its group before deal terms apply, as columns beside
 * affiliate_conversions `v`: the counts, the commission the programme reported, the base of a
 * revenue-share estimate (a revenue event's amount, minus a chargeback's, where no commission was
 * reported) and the first deposits reported without commission (a CPA estimate each), and the UTC
 * day the event occurred (its deal terms', and the report rule's). The rule itself is the SQL
 * functions eb_conversion_* (migration 0024), which the rollup trigger calls too, so the rollups
 * and these raw reads cannot disagree. Estimates are linear in these, so a group's sums times the
 * deal terms equal the sum of per-event estimates.
 */
export const conversionMeasures = sql`
  eb_conversion_registrations(v.event) as registrations,
  eb_conversion_first_deposits(v.event) as first_deposits,
  v.commission as reported,
  eb_conversion_share_base(v.event, v.amount, v.commission) as share_base,
  eb_conversion_cpa_count(v.event, v.commission) as cpa_count,
  (v.occurred_at at time zone 'UTC')::date as event_day`;

/**
 * Each bookmaker's deal terms with the day they stop applying (the next terms' first day; null for
 * the latest), as a CTE `terms`: a group of events is estimated with the row whose
 * [effective_from, until) holds its event day.
 */
export const termsInForce = sql`
  terms as (
    select bookmaker_id, effective_from, lead(effective_from) over (partition by bookmaker_id order by effective_from) as until,
      cpa_amount, cpa_currency, revenue_share_percent
    from affiliate_deal_terms
  )`;

/** Joins a group `a` (with `bookmaker_id` and `event_day`) to the terms `p` in force on its event day. */
export const termsOfEventDay = sql`
  left join terms p on p.bookmaker_id = a.bookmaker_id and a.event_day >= p.effective_from and (p.until is null or a.event_day < p.until)`;

/**
 * A group's sums `a` (with the terms `p` in force on its event day) as the rows the figures add
 * up, for a `cross join lateral`:
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
