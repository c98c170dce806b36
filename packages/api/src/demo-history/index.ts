// demo-history: the demo's labelled analytics history (issue 23), written through the ingest,
// redirect and A/B test code of the domains it composes; nothing imports it but the server's start-up.
export { seedDemoHistory, demoHistoryLabel } from "./seed-demo-history";
