import { Link } from "wouter";
import { breadcrumbLd, organizationLd } from "@eb/api/seo";
import { PageHead, useSiteUrl } from "../lib/head";
import { SITE_NAME } from "../lib/site";

export default function AboutPage() {
  const siteUrl = useSiteUrl();
  return (
    <article className="mx-auto max-w-3xl">
      <PageHead
        title="About Us"
        description={`About ${SITE_NAME}: who we are, how we compare esports bookmakers, where our match data comes from, and how we earn money through affiliate links.`}
        keywords="about, affiliate disclosure, esports betting comparison"
        canonicalPath="/about"
        jsonLd={() => [
          breadcrumbLd(siteUrl, [
            { name: "Home", path: "/" },
            { name: "About Us", path: "/about" },
          ]),
          organizationLd({ url: siteUrl, name: SITE_NAME }),
        ]}
      />
      <h1 className="text-3xl font-extrabold md:text-4xl">About Us</h1>
      <p className="mt-4 text-lg text-slate-300">
        {SITE_NAME} is an independent information site for people who follow and bet on Counter-Strike 2, League of Legends, Valorant and Dota 2. We bring
        upcoming matches, results, streams and tournaments together in one place, explain how esports betting markets work, and compare the welcome offers of
        bookmakers that cover esports.
      </p>

      <section aria-labelledby="what-we-do" className="mt-10">
        <h2 id="what-we-do" className="text-2xl font-bold">
          What We Do
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-300">
          <li>Match schedules, live matches and results, updated automatically from an esports data provider throughout the day.</li>
          <li>Tournament pages with dates, prize pools and each event's matches.</li>
          <li>Betting guides for each game, written by our team, covering markets, teams and practical tips.</li>
          <li>A comparison of bookmaker bonuses with the key terms you should check before signing up.</li>
        </ul>
      </section>

      <section aria-labelledby="affiliate-disclosure" className="mt-10 rounded-xl border border-emerald-700/60 bg-emerald-950/20 p-6">
        <h2 id="affiliate-disclosure" className="text-2xl font-bold">
          Affiliate Disclosure
        </h2>
        <p className="mt-3 text-slate-300">
          This website contains affiliate links to bookmakers. When you follow one of these links and open an account or make a deposit, the bookmaker may pay
          us a commission. This costs you nothing and does not change the offer you receive. Commissions pay for running this site.
        </p>
        <p className="mt-3 text-slate-300">
          Our ratings and the order of bookmakers are our editorial choice. A commercial relationship can influence which bookmakers we list, so we tell you
          about it plainly: links to bookmakers are marked as sponsored and pass through our own <code>/go/</code> address, which counts the click without
          storing your IP address.
        </p>
        <p className="mt-3 text-slate-300">We are not a gambling operator. We do not accept bets, hold money or manage betting accounts.</p>
      </section>

      <section aria-labelledby="responsibility" className="mt-10">
        <h2 id="responsibility" className="text-2xl font-bold">
          18+ and Responsible Gambling
        </h2>
        <p className="mt-3 text-slate-300">
          This site is for adults aged 18 and over. Betting should be entertainment, never a way to make money. If it stops being fun, our{" "}
          <Link href="/responsible-gambling" className="text-emerald-400 underline">
            responsible gambling
          </Link>{" "}
          page lists tools and free, confidential helplines.
        </p>
      </section>

      <section aria-labelledby="contact" className="mt-10">
        <h2 id="contact" className="text-2xl font-bold">
          Contact
        </h2>
        <p className="mt-3 text-slate-300">
          Questions, corrections or partnership requests: write to{" "}
          <a className="text-emerald-400 underline" href="mailto:contact@esportsbethub.com">
            contact@esportsbethub.com
          </a>
          . See also our{" "}
          <Link href="/terms-conditions" className="text-emerald-400 underline">
            Terms &amp; Conditions
          </Link>{" "}
          and{" "}
          <Link href="/privacy-policy" className="text-emerald-400 underline">
            Privacy Policy
          </Link>
          .
        </p>
      </section>
    </article>
  );
}
