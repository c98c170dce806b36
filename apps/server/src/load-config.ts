import { ConfigError, loadConfig, type Config } from "@eb/config";

/** The validated configuration; on a bad variable prints one line per variable and exits with 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}
