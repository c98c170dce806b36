import { Link } from "wouter";
import { SITE_NAME } from "../../lib/site";
import { Button } from "@eb/ui/button";
import { openCookieSettings } from "../../lib/tracking/consent";
import { useAnalyticsEnabled } from "../../lib/site-features";
import { LegalPage, LegalSection } from "./legal-page";

const DESCRIPTION = `How ${SITE_NAME} handles data: consent-based first-party analytics without IP addresses, local storage, affiliate link counting, your rights and how to contact us.`;
const EMAIL = "privacy@esportsbethub.com";

export default function PrivacyPolicyPage() {
  const analytics = useAnalyticsEnabled();
  return (
    <LegalPage
      title="Privacy Policy"
      path="/privacy-policy"
      description={DESCRIPTION}
      keywords="privacy policy, cookies, analytics, data protection"
      updated="January 25, 2025"
      updatedIso="2025-01-25"
    >
      <p className="mt-4 text-slate-300">
        You can read {SITE_NAME} without an account. We collect as little as we can, and we only measure your visit if you agree to analytics.
      </p>

      <LegalSection n={1} title="Information We Collect">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            <strong>With your analytics consent only:</strong> the pages you view, clicks on bookmaker links (the bookmaker, the bonus shown and the link),
            visits to game guides and how far you scroll (in 25% steps), together with a random session id, the referring page and your browser name and major
            version (for example "Chrome 131") and your country. We never store your IP address with these events.
          </li>
          <li>
            <strong>Bookmaker link counts:</strong> when you follow a bookmaker link through our <code>/go/</code> address we count the click with the page and
            position of the link and your country. This count contains no IP address, browser details or session id.
          </li>
          <li>
            <strong>Your location:</strong> on every request we work out your country (and, in the US and Canada, your state or province) from the location
            header our content delivery network adds or from your IP address, to show only the bookmakers and offers that may be shown where you are, with the
            right age limit and helpline. The address is used for that lookup only and is not stored; the footer says which rules were applied.
          </li>
          <li>
            <strong>Server logs:</strong> like any website, our server briefly processes your IP address to deliver pages, to limit abusive traffic and to keep
            security logs. These logs are not used for analytics or marketing.
          </li>
        </ul>
      </LegalSection>

      <LegalSection n={2} title="How We Use Information">
        <p>
          To run and secure the site, to learn which pages, guides and offers are useful, and to count referrals to bookmakers so that affiliate commissions can
          be reconciled. We do not build advertising profiles and we do not sell personal data.
        </p>
      </LegalSection>

      <LegalSection n={3} title="Sharing of Information">
        <p>
          We do not share analytics data with bookmakers or advertisers. Bookmakers learn that you came from us only through the affiliate link itself (the link
          and any campaign tags in it). Our hosting and database providers process data for us under contract.
        </p>
      </LegalSection>

      <LegalSection n={4} title="Cookies and Local Storage">
        <p>
          We use no third-party tracking cookies. Your browser's local storage keeps your cookie choice and your site preferences (the odds format you picked
          and recently viewed tournaments). With analytics consent it also keeps a session id for the visit and a local copy of at most 1,000 recent events.
          Choosing "Essential Only", or turning analytics off later, stops tracking and deletes this analytics data from your browser.
        </p>
        {analytics && (
          <Button variant="outline" className="mt-2" onClick={() => openCookieSettings()}>
            Cookie Settings
          </Button>
        )}
      </LegalSection>

      <LegalSection n={5} title="Data Security">
        <p>
          The site is served over encrypted connections, access to stored data is limited to our administrators, whose accounts are protected by two-factor
          authentication, and every administrative action is logged.
        </p>
      </LegalSection>

      <LegalSection n={6} title="Your Rights">
        <p>
          Depending on where you live (for example under the GDPR), you can ask to access, correct or delete data about you, object to or restrict its
          processing, and withdraw consent at any time through the cookie settings. Because analytics events carry only a random session id, include it (shown
          in your browser's session storage) if you want us to find your events. You can also complain to your data protection authority.
        </p>
        <p className="font-semibold">We answer every request within 30 days.</p>
      </LegalSection>

      <LegalSection n={7} title="Data Retention">
        <p>
          Analytics events are kept for up to 25 months and then deleted. Click counts are kept as long as we work with the bookmaker. Server security logs
          (sign-in attempts and refused requests) are kept for no longer than 30 days. The record of what our administrators changed on the site is kept for one
          year. Data in your browser stays until you clear it or change your cookie settings.
        </p>
      </LegalSection>

      <LegalSection n={8} title="Third-Party Links">
        <p>Bookmakers, streaming platforms and helplines we link to have their own privacy policies. Once you leave our site, their policies apply.</p>
      </LegalSection>

      <LegalSection n={9} title="Children Under 18">
        <p>
          This site is for adults. We do not knowingly collect data from anyone under 18. If you believe a minor has used the site, contact us and we will
          delete related data.
        </p>
      </LegalSection>

      <LegalSection n={10} title="International Data Transfers">
        <p>
          Our servers may be located outside your country. Where data leaves the European Economic Area or the UK, we rely on adequacy decisions or standard
          contractual clauses.
        </p>
      </LegalSection>

      <LegalSection n={11} title="Changes to This Policy">
        <p>
          We will update this page when our practices change and revise the date at the top. Material changes will be announced on the site. See also our{" "}
          <Link href="/terms-conditions" className="text-emerald-400 underline">
            Terms &amp; Conditions
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection n={12} title="Contact Us">
        <p>
          Privacy questions and requests:{" "}
          <a className="text-emerald-400 underline" href={`mailto:${EMAIL}`}>
            {EMAIL}
          </a>
          . We respond within 30 days.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
