/**
 * The national (or state) self-exclusion service that applies to a place, where one exists: one
 * request excludes the visitor from every licensed operator there. Sources, as of 2026: GAMSTOP
 * (gamstop.co.uk), Spelpaus (Spelinspektionen, spelpaus.se), OASIS (Regierungspräsidium Darmstadt,
 * its press releases of 2024–2025), Brazil's Plataforma Centralizada de Autoexclusão (live since
 * 2025-12-10, gov.br/autoexclusaoapostas), New Jersey's DGE Internet self-exclusion
 * (njportal.com/DGE/selfexclusion), the Missouri Gaming Commission's List of Disassociated Persons.
 */
export type SelfExclusionService = { name: string; url: string; text: string };

const SERVICES: Record<string, SelfExclusionService> = {
  GB: {
    name: "GAMSTOP",
    url: "https://www.gamstop.co.uk",
    text: "Free: one request excludes you from every online gambling site licensed in Great Britain, for 6 months, 1 year or 5 years.",
  },
  SE: {
    name: "Spelpaus",
    url: "https://www.spelpaus.se",
    text: "Spelinspektionen's national register: one request pauses you from every gambling company licensed in Sweden.",
  },
  DE: {
    name: "OASIS",
    url: "https://rp-darmstadt.hessen.de",
    text: "Germany's nationwide player exclusion system, run by the Regierungspräsidium Darmstadt: a self-exclusion bars you from licensed online gambling and from betting shops, arcades and casinos alike. It can be requested online.",
  },
  BR: {
    name: "Plataforma Centralizada de Autoexclusão",
    url: "https://www.gov.br/autoexclusaoapostas",
    text: "The federal platform blocks every betting site authorised by the Secretaria de Prêmios e Apostas at once, for 1 to 12 months or indefinitely (a gov.br account, silver or gold level).",
  },
  "US-NJ": {
    name: "New Jersey Internet Self-Exclusion",
    url: "https://www.njportal.com/DGE/selfexclusion",
    text: "The Division of Gaming Enforcement's online form excludes you from online gambling in New Jersey for one or five years.",
  },
  "US-MO": {
    name: "Missouri Problem Gambling List",
    url: "https://mgc.dps.mo.gov/DAP/dap_onList.html",
    text: "The Missouri Gaming Commission's statewide self-exclusion (the List of Disassociated Persons), applied for online or at a Commission office.",
  },
};

/** The service for a rule's place ("US-NJ", "GB"), else its country's, else null. */
export function selfExclusionFor(code: string): SelfExclusionService | null {
  return SERVICES[code] ?? SERVICES[code.split("-")[0]!] ?? null;
}
