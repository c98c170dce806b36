export { startFakeOdds, type FakeOdds, type FakeOddsRequest, type OddsFault, type OddsFaultRule } from "./server";
export { bookmaker, cs2Events, ERROR_BODIES, EVENT_IDS, SPORT_CS2 } from "./payloads";
