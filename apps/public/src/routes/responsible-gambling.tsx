import { breadcrumbLd } from "@eb/api/seo";
import { PageHead, useSiteUrl } from "../lib/head";
import { InfoCardGrid } from "../components/info-card-grid";
import { HelpWhereYouAre } from "../components/help-where-you-are";
import { PgsiSelfAssessment } from "../components/pgsi-self-assessment";

const SIGNS = [
  "Betting more than you planned, or more than you can afford to lose",
  "Chasing losses with bigger or more frequent bets",
  "Borrowing money or selling things to gamble",
  "Hiding your betting from family or friends",
  "Feeling anxious, irritable or low when you are not betting",
  "Neglecting work, study or relationships because of gambling",
];

const TOOLS = [
  { title: "Deposit limits", text: "Set daily, weekly or monthly deposit limits in your bookmaker account before you start." },
  { title: "Time-outs and reality checks", text: "Take a break for a day to several weeks, and turn on reminders that show how long you have been playing." },
  { title: "Self-exclusion", text: "Close your account for six months or more. In the UK, GAMSTOP excludes you from all licensed online operators at once." },
  { title: "Blocking software", text: "Tools such as Gamban or BetBlocker block gambling sites and apps on your devices." },
];

const HELPLINES = [
  { region: "United Kingdom", name: "National Gambling Helpline (GamCare)", contact: "0808 8020 133, free, 24/7", url: "https://www.gamcare.org.uk" },
  { region: "United Kingdom", name: "BeGambleAware", contact: "Advice and support online", url: "https://www.begambleaware.org" },
  { region: "United States", name: "National Problem Gambling Helpline (NCPG)", contact: "1-800-GAMBLER, 24/7", url: "https://www.ncpgambling.org" },
  { region: "Australia", name: "Gambling Help Online", contact: "1800 858 858, 24/7", url: "https://www.gamblinghelponline.org.au" },
  { region: "Ireland", name: "Gambling Care (Extern Problem Gambling)", contact: "1800 936 725", url: "https://www.gamblingcare.ie" },
  { region: "Worldwide", name: "Gamblers Anonymous", contact: "Local meetings and online groups", url: "https://www.gamblersanonymous.org" },
];

export default function ResponsibleGamblingPage() {
  const siteUrl = useSiteUrl();
  return (
    <article className="mx-auto max-w-3xl">
      <PageHead
        title="Responsible Gambling"
        description="Keep esports betting safe: warning signs of problem gambling, limits and self-exclusion tools, and free, confidential gambling helplines. 18+ only."
        keywords="responsible gambling, gambling help, problem gambling helpline, self-exclusion, GamCare, BeGambleAware"
        canonicalPath="/responsible-gambling"
        jsonLd={() => [
          breadcrumbLd(siteUrl, [
            { name: "Home", path: "/" },
            { name: "Responsible Gambling", path: "/responsible-gambling" },
          ]),
        ]}
      />
      <h1 className="text-3xl font-extrabold md:text-4xl">Responsible Gambling</h1>
      <p className="mt-4 text-lg text-slate-300">
        Betting on esports should be entertainment. Only adults aged 18 and over may bet, and only with money they can afford to lose. Never bet to make money,
        to pay debts or to escape problems.
      </p>

      <HelpWhereYouAre />

      <section aria-labelledby="rules" className="mt-10">
        <h2 id="rules" className="text-2xl font-bold">
          Play Responsibly
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-300">
          <li>Set a budget and a time limit before you start, and stop when you reach either.</li>
          <li>Treat money spent on betting as the cost of entertainment, not an investment.</li>
          <li>Do not chase losses, and do not bet when you are upset, tired or have been drinking.</li>
          <li>Keep betting in balance with other things you enjoy.</li>
        </ul>
      </section>

      <section aria-labelledby="signs" className="mt-10">
        <h2 id="signs" className="text-2xl font-bold">
          Warning Signs
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-300">
          {SIGNS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
        <p className="mt-3 text-slate-300">If any of these sound familiar, talk to someone. Help is free and confidential.</p>
      </section>

      <section aria-labelledby="self-assessment" className="mt-10">
        <h2 id="self-assessment" className="text-2xl font-bold">
          Check Your Gambling
        </h2>
        <p className="mt-3 text-slate-300">
          Nine questions from the Problem Gambling Severity Index (PGSI), the screen helplines and researchers use. Answer each for the last 12 months.
        </p>
        <PgsiSelfAssessment />
      </section>

      <section aria-labelledby="tools" className="mt-10">
        <h2 id="tools" className="text-2xl font-bold">
          Tools That Help
        </h2>
        <div className="mt-3">
          <InfoCardGrid items={TOOLS} />
        </div>
      </section>

      <section aria-labelledby="helplines" className="mt-10">
        <h2 id="helplines" className="text-2xl font-bold">
          Helplines
        </h2>
        <ul className="mt-3 space-y-3">
          {HELPLINES.map((h) => (
            <li key={h.name} className="rounded-xl border border-slate-800 bg-slate-900/70 p-4">
              <p className="text-xs uppercase tracking-wide text-slate-400">{h.region}</p>
              <p className="font-semibold">
                <a href={h.url} target="_blank" rel="noopener noreferrer" className="text-emerald-400 underline">
                  {h.name}
                </a>
              </p>
              <p className="text-sm text-slate-300">{h.contact}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="minors" className="mt-10">
        <h2 id="minors" className="text-2xl font-bold">
          Protecting Minors
        </h2>
        <p className="mt-3 text-slate-300">
          Esports audiences are young. If children use your devices, keep betting accounts password-protected and consider parental-control software such as Net
          Nanny or Qustodio to block gambling sites.
        </p>
      </section>
    </article>
  );
}
