import { Link } from "wouter";
import { SITE_NAME } from "../../lib/site";
import { LegalPage, LegalSection } from "./legal-page";

const DESCRIPTION = `The terms for using ${SITE_NAME}: affiliate disclosure, accuracy of information, liability, age limits and responsible gambling, third-party links and more.`;

export default function TermsConditionsPage() {
  return (
    <LegalPage
      title="Terms & Conditions"
      path="/terms-conditions"
      description={DESCRIPTION}
      keywords="terms and conditions, affiliate disclosure, esports betting information"
      updated="September 24, 2024"
      updatedIso="2024-09-24"
    >
      <LegalSection n={1} title="Acceptance of Terms">
        <p>
          By using {SITE_NAME} (the "site") you agree to these terms. If you do not agree, please do not use the site. The site is an information service about
          esports matches, tournaments and bookmaker offers.
        </p>
      </LegalSection>

      <LegalSection n={2} title="Affiliate Disclosure">
        <div role="note" className="rounded-lg border border-amber-600/70 bg-amber-950/30 p-4 text-amber-100">
          <p className="font-semibold">This site contains affiliate links.</p>
          <p className="mt-1">
            When you follow a link to a bookmaker and sign up or deposit, we may earn a commission from that bookmaker. This costs you nothing and does not
            change the offer you receive. Affiliate links are marked as sponsored.
          </p>
        </div>
      </LegalSection>

      <LegalSection n={3} title="Information Accuracy">
        <p>
          Match times, scores, tournament details and bonus offers come from third-party data providers and bookmakers and can change at any time. We update
          them regularly but cannot guarantee that everything is complete, current or free of errors. Always check the terms of an offer on the bookmaker's own
          site before you act on it.
        </p>
      </LegalSection>

      <LegalSection n={4} title="Liability Disclaimer">
        <p>
          The site is provided "as is". Our guides and ratings are opinions, not financial advice or a promise of any result. To the extent the law allows, we
          are not liable for losses arising from betting, from your use of the site, or from the services of any bookmaker or other third party. Nothing in
          these terms limits liability that cannot be limited by law.
        </p>
      </LegalSection>

      <LegalSection n={5} title="Age Restrictions and Responsible Gambling">
        <p className="rounded-lg border border-red-700/70 bg-red-950/30 p-4 font-semibold text-red-100">
          18+ only. You must be at least 18 years old, or the legal gambling age in your country if higher, to use bookmaker offers.
        </p>
        <p>
          You are responsible for making sure online betting is legal where you live. Gamble responsibly and only with money you can afford to lose. Help is
          available on our{" "}
          <Link href="/responsible-gambling" className="text-emerald-400 underline">
            Responsible Gambling
          </Link>{" "}
          page.
        </p>
      </LegalSection>

      <LegalSection n={6} title="Third-Party Links">
        <p>
          The site links to bookmakers, streaming platforms and other websites that we do not control. Their own terms and privacy policies apply, and we are
          not responsible for their content, offers or practices.
        </p>
      </LegalSection>

      <LegalSection n={7} title="Intellectual Property">
        <p>
          The site's texts, design and code belong to {SITE_NAME}. Game names, team names and logos belong to their respective owners and are used only to
          identify them. You may not copy or republish our content without permission.
        </p>
      </LegalSection>

      <LegalSection n={8} title="Privacy">
        <p>
          How we handle data, including cookies and analytics, is described in our{" "}
          <Link href="/privacy-policy" className="text-emerald-400 underline">
            Privacy Policy
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection n={9} title="Changes to Terms">
        <p>We may update these terms. The date at the top shows the latest version; continuing to use the site after a change means you accept it.</p>
      </LegalSection>

      <LegalSection n={10} title="Contact">
        <p>
          Questions about these terms:{" "}
          <a className="text-emerald-400 underline" href="mailto:contact@esportsbethub.com">
            contact@esportsbethub.com
          </a>
          .
        </p>
      </LegalSection>

      <p className="mt-10 rounded-lg border border-slate-800 bg-slate-900/70 p-4 text-sm text-slate-400">
        {SITE_NAME} is an affiliate marketing service and not a gambling operator. We do not accept bets or hold customer funds.
      </p>
    </LegalPage>
  );
}
