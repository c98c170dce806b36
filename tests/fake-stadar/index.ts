export { startFakeStadar, type FakeStadar, type FakeStadarRequest, type StadarFault } from "./server";
export { market, STADAR_ERRORS, STADAR_MATCH_IDS, stadarOddsLaterPage, stadarOddsPage1 } from "./payloads";
