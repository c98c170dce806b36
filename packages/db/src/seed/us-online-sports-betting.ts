/**
 * The US states (and DC) where online sports betting is legal and live, as the demo's licences
 * assume (issue 36: no demo bookmaker is offered where it is not). Source: the Action Network's
 * state-by-state table "Where Sports Betting is Legal Now" (actionnetwork.com/online-sports-betting,
 * "Online Sports Betting: Yes", November 2025), with Missouri, which launched on 1 December 2025;
 * Delaware's and Nevada's apps (a state lottery's monopoly; registration in person) are left out, as
 * the demo's bookmakers could not hold either licence. Not legal advice, and it moves every year:
 * a deployment sets its own licences on the Jurisdictions tab.
 */
export const US_ONLINE_SPORTS_BETTING = [
  "US-AZ",
  "US-AR",
  "US-CO",
  "US-CT",
  "US-DC",
  "US-FL",
  "US-IL",
  "US-IN",
  "US-IA",
  "US-KS",
  "US-KY",
  "US-LA",
  "US-ME",
  "US-MD",
  "US-MA",
  "US-MI",
  "US-MO",
  "US-NH",
  "US-NJ",
  "US-NY",
  "US-NC",
  "US-OH",
  "US-OR",
  "US-PA",
  "US-RI",
  "US-TN",
  "US-VT",
  "US-VA",
  "US-WV",
  "US-WY",
] as const;
