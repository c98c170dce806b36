export { startFakeOddsApiIo, type FakeOddsApiIo, type FakeOddsApiIoQuota, type FakeOddsApiIoRequest, type OddsApiIoFault } from "./server";
export { ODDS_API_IO_EVENT_IDS, oddsApiIoEvent, oddsApiIoEvents, oddsApiIoManyEvents, oddsApiIoOdds } from "./payloads";
