/**
 * The /bonuses page's explainers for one place (issue 36): its "How to Claim a Bonus in Three Steps"
 * steps and its "Types of Betting Bonuses" cards, as the Jurisdictions tab edits them per rule.
 * Plain values shared by the schema (the column's default), the admin contracts and the public page.
 * "{age}" in a text is replaced by the place's minimum age, so the steps follow an edited age.
 */
export type BonusExplainer = { title: string; text: string };
export type BonusGuide = { steps: BonusExplainer[]; types: BonusExplainer[] };

/** Where a text names the place's minimum age. */
export const AGE_PLACEHOLDER = "{age}";

/** The spec's texts (public-site.md, /bonuses): what every place starts with where bonuses may be advertised. */
export const DEFAULT_BONUS_GUIDE: BonusGuide = {
  steps: [
    { title: "Sign Up", text: "Choose a bookmaker below and open an account. You must be {age} or over and verify your identity." },
    {
      title: "Deposit",
      text: "Make a first deposit that meets the minimum in the offer terms. Some payment methods, such as e-wallets, can exclude you from a bonus.",
    },
    {
      title: "Bet",
      text: "Place qualifying bets on esports at or above the minimum odds. Winnings from bonus funds can be withdrawn once the wagering is complete.",
    },
  ],
  types: [
    {
      title: "Welcome Bonus",
      text: "A match on your first deposit, for example 100% up to a set amount. Usually comes with wagering requirements: the bonus must be bet a number of times before withdrawal.",
    },
    {
      title: "Risk-Free Bet",
      text: "If your first bet loses, the stake is refunded, normally as a free bet or bonus funds rather than cash. Read whether the refund has its own wagering.",
    },
    { title: "Reload Bonus", text: "A smaller deposit match for existing customers, often tied to big events such as a CS2 Major or The International." },
    { title: "Free Bets", text: "A bet token you can place without staking your own money. Usually only the winnings are paid out, not the token's stake." },
  ],
};
