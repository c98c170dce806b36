import { Link } from "wouter";
import { FOOTER_GAME_LINKS, FOOTER_LEGAL_LINKS, FOOTER_SITE_LINKS, type NavItem } from "../../lib/nav";
import { SITE_NAME } from "../../lib/site";
import { openCookieSettings } from "../../lib/tracking/consent";
import { useAnalyticsEnabled } from "../../lib/site-features";
import { useJurisdiction } from "../../lib/jurisdiction";
import { ageLabel, appliedJurisdictionLine, BREAK_ON_LINE, helplinePhone } from "../../lib/offer-texts";

const linkClass = "rounded text-slate-300 hover:text-emerald-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-400";

function LinkColumn({ title, items }: { title: string; items: NavItem[] }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-400">{title}</h2>
      <ul className="space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.href + item.label}>
            {item.fullPage ? (
              <a href={item.href} className={linkClass}>
                {item.label}
              </a>
            ) : (
              <Link href={item.href} className={linkClass}>
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The play-responsibly notice under the rules of the visitor's place (issue 26): its age, its
 * responsible-gambling line and helpline, and which rules the site applied.
 */
function ResponsibleGamblingNotice() {
  const jurisdiction = useJurisdiction();
  const phone = helplinePhone(jurisdiction);
  return (
    <>
      <p data-responsible-gambling>
        <strong className="text-slate-200">{ageLabel(jurisdiction)} only.</strong> {jurisdiction.responsibleGamblingText} For help and advice visit{" "}
        <a href={jurisdiction.helplineUrl} target="_blank" rel="noopener noreferrer" className="text-emerald-400 underline hover:text-emerald-300">
          {jurisdiction.helplineName}
        </a>
        {phone && <> or call {phone}</>}.
      </p>
      {jurisdiction.known && <p data-applied-jurisdiction={jurisdiction.code}>{appliedJurisdictionLine(jurisdiction)}</p>}
      {jurisdiction.breakUntil && (
        <p data-break-on>
          <strong className="text-slate-200">{BREAK_ON_LINE}</strong>{" "}
          <Link href="/take-a-break" className="text-emerald-400 underline hover:text-emerald-300">
            Until when?
          </Link>
        </p>
      )}
    </>
  );
}

export function SiteFooter() {
  const analytics = useAnalyticsEnabled();
  return (
    <footer className="border-t border-slate-800 bg-slate-950">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold">
            Esports<span className="text-emerald-400">BetHub</span>
          </p>
          <p className="mt-2 text-sm text-slate-400">
            Compare esports betting sites, bonuses, matches and tournaments for CS2, League of Legends, Valorant and Dota 2.
          </p>
        </div>
        <LinkColumn title="Games" items={FOOTER_GAME_LINKS} />
        <LinkColumn title="Site" items={FOOTER_SITE_LINKS} />
        <LinkColumn title="Legal" items={FOOTER_LEGAL_LINKS} />
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-xs text-slate-400">
          <p>This site contains affiliate links. We may earn a commission when you sign up with a bookmaker through our links, at no extra cost to you.</p>
          <ResponsibleGamblingNotice />
          <p>
            © {SITE_NAME}. All rights reserved.{" "}
            {analytics && (
              <button type="button" onClick={openCookieSettings} className={`${linkClass} ml-2 underline`}>
                Cookie Settings
              </button>
            )}
          </p>
        </div>
      </div>
    </footer>
  );
}
