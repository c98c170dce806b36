export { startFakePandaScore, type Fault, type FaultRule, type FakePandaScore, type FakeRequest } from "./server";
export { fixtureRoutes, readFixture, FIXTURE_DIR } from "./fixtures";
export { syntheticMatches, syntheticTournaments } from "./synthetic";
