import { sql, type SQL } from "@eb/db";

/*
 * One programme can tell us the same registration twice: by postback as it happens, and again in
 * the report imported later. The rule, per bookmaker and UTC day: a day inside the period of an
 * applied report import (affiliate_report_imports from_day..to_day, whatever rows it had) counts
 * the report's rows, and none of that bookmaker's postbacks that occurred on that day; a day no
 * report covers counts the postbacks. The report wins because it is the programme's settled figure
 * (it includes what a lost postback missed, and corrections), and a period is the unit because a
 * report leaves out the days it has nothing for. A postback's day here is the day it occurred
 * (not its click's day, on which the card shows it), as a report row's day is the day of activity.
 */

/** Whether an imported report of bookmaker `bookmaker` covers the UTC date `day` (SQL, boolean). */
export const reportCovers = (bookmaker: SQL, day: SQL): SQL =>
  sql`exists (select 1 from affiliate_report_imports i where i.bookmaker_id = ${bookmaker} and i.from_day <= ${day} and i.to_day >= ${day})`;
