import type { ContentFormState } from "./content-form-state";

/**
 * Where the public site shows each content field (apps/public: the home page's bookmaker cards and
 * /bonuses), so an editor knows what a change affects. Keep in step with those components.
 */
export const FIELD_USAGE: Record<keyof ContentFormState, string> = {
  name: "Shown on: home page cards, /bonuses",
  rating: "Shown on: home page cards, /bonuses (1 to 5, steps of 0.1)",
  bonus: "Shown on: home page cards, /bonuses",
  bonusType: "Shown on: /bonuses (label beside the badge)",
  buttonText: "Shown on: home page cards and /bonuses, as the badge over the bonus",
  ctaText: "Shown on: the button of home page cards and /bonuses",
  description: "Shown on: home page cards (tagline); /bonuses' review data for search engines",
  termsHighlight: "Shown on: home page cards, /bonuses (under the key features)",
  websiteUrl: "Shown on: home page cards (site name in the footer); the link target when there is no slug",
  affiliateUrl:
    "Admin only, never shown to visitors: /go/{slug} sends visitors here (else to the website URL). Put {click_id} where the programme takes our click id, or name its parameter on the Affiliate Programmes card",
  feedKeys:
    "Each odds feed names bookmakers its own way: this bookmaker's key on a feed gives it that feed's prices in match pages' odds tables. Debug Tools › Odds Feed lists, per feed, the keys no bookmaker is mapped to. Empty: not mapped on that feed.",
  keyFeatures: "Shown on: home page cards, /bonuses (titles only)",
};
