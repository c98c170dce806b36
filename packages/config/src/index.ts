export { ConfigError, loadConfig, type Config } from "./config";
export type { TrustProxy } from "./trust-proxy";
