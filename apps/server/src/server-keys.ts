import { loadMfaKeys, type Log, type MfaKeys } from "@eb/api";
import type { Config } from "@eb/config";

/**
 * The keys derived from the server's master key, MFA_ENCRYPTION_KEY: the admins' second factors and
 * the A/B experiment session cookie. Loaded once per server, so every plugin signs and checks with
 * the same keys.
 */
export function serverKeys(config: Config, log: Pick<Log, "warn">): MfaKeys {
  return loadMfaKeys({
    configured: config.mfaEncryptionKey,
    dataDir: config.dataDir,
    // A real deployment (PostgreSQL, production) must bring its own key.
    allowGeneratedKey: !(config.nodeEnv === "production" && config.databaseUrl),
    ephemeral: config.nodeEnv === "test",
    log,
  });
}
