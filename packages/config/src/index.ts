export { ConfigError, loadConfig, type Config, type OddsGame } from "./config";
export type { TrustProxy } from "./trust-proxy";
