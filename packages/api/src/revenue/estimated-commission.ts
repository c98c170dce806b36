import { sql } from "@eb/db";

/**
 * One conversion as the rows it adds to the figures, for a `cross join lateral` beside
 * affiliate_conversions `v` and its bookmaker's affiliate_programs `p`:
 * - a count row (currency null): a registration or a first deposit, which have no currency;
 * - a money row in the event's currency: the commission the programme reported, or, when it
 *   reported none, the revenue share of the deal terms on net revenue (revenue events add their
 *   amount, chargebacks take theirs back);
 * - a money row in the CPA's currency: the deal's CPA for a first deposit reported without
 *   commission (the CPA is paid in its own currency, whatever the player deposited in).
 * Estimates stay apart from reported commission: they are what the deal says we should earn,
 * not what the programme says it owes.
 */
export const conversionFacts = sql`
  cross join lateral (values
    (null::text, (v.event = 'registration')::int, (v.event = 'first_deposit')::int, null::numeric, null::numeric),
    (coalesce(v.currency, ''), 0, 0, v.commission,
      case when v.commission is null and p.revenue_share_percent is not null and v.amount is not null
        and v.event in ('revenue', 'chargeback')
      then (case when v.event = 'revenue' then v.amount else -v.amount end) * p.revenue_share_percent / 100 end),
    (coalesce(p.cpa_currency, ''), 0, 0, null::numeric,
      case when v.commission is null and v.event = 'first_deposit' and p.cpa_amount is not null then p.cpa_amount end)
  ) f(currency, registrations, first_deposits, reported, estimated)`;
