import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("defaults to port 3000 on the embedded database with a local site URL", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.siteUrl).toBe("http://localhost:3000");
    expect(c.databaseUrl).toBeNull();
    expect(c.dataDir).toBe("./.data");
    expect(c.secure).toBe(false);
  });

  it("derives the site URL from PORT and treats an https SITE_URL as secure", () => {
    expect(loadConfig({ PORT: "8080" }).siteUrl).toBe("http://localhost:8080");
    const c = loadConfig({ SITE_URL: "https://esports.example/" });
    expect(c.siteUrl).toBe("https://esports.example");
    expect(c.secure).toBe(true);
  });

  it("names every bad variable in one error", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain("PORT");
    expect(message).toContain("DATABASE_URL");
    expect(message).toContain("LOG_LEVEL");
    expect(message).toContain('"eighty"');
  });

  it("makes demo data and demo history the embedded database's default and an explicit choice on PostgreSQL", () => {
    const pg = "postgres://u@db.example/esports";
    expect(loadConfig({})).toMatchObject({ demoData: true, demoHistory: true });
    expect(loadConfig({ DATABASE_URL: pg })).toMatchObject({ demoData: false, demoHistory: false });
    expect(loadConfig({ DATABASE_URL: pg, DEMO_DATA: "true" })).toMatchObject({ demoData: true, demoHistory: false });
    expect(loadConfig({ DATABASE_URL: pg, DEMO_HISTORY: "true" })).toMatchObject({ demoData: false, demoHistory: true });
    expect(loadConfig({ DEMO_DATA: "false", DEMO_HISTORY: "false" })).toMatchObject({ demoData: false, demoHistory: false });
    expect(() => loadConfig({ DEMO_DATA: "yes" })).toThrow(/DEMO_DATA/);
  });

  it("follows PandaScore's real-time sockets only when asked and a token is set (off by default)", () => {
    expect(loadConfig({}).pandascoreRealtime).toBe(false);
    expect(loadConfig({ PANDASCORE_TOKEN: "t" }).pandascoreRealtime).toBe(false);
    expect(loadConfig({ PANDASCORE_TOKEN: "t", PANDASCORE_REALTIME: "true" }).pandascoreRealtime).toBe(true);
    expect(loadConfig({ PANDASCORE_REALTIME: "true" }).pandascoreRealtime).toBe(false);
    expect(() => loadConfig({ PANDASCORE_REALTIME: "yes" })).toThrow(/PANDASCORE_REALTIME/);
  });

  it("places an unplaceable visitor in the UK only in a demo, and refuses a place without demo data", () => {
    const pg = "postgres://u@db.example/esports";
    expect(loadConfig({}).demoVisitorPlace).toBe("GB");
    expect(loadConfig({ DEMO_VISITOR_PLACE: "us-nj" }).demoVisitorPlace).toBe("US-NJ");
    expect(loadConfig({ DEMO_VISITOR_PLACE: "none" }).demoVisitorPlace).toBeNull();
    expect(loadConfig({ DATABASE_URL: pg }).demoVisitorPlace).toBeNull();
    expect(loadConfig({ DEMO_DATA: "false" }).demoVisitorPlace).toBeNull();
    expect(loadConfig({ DATABASE_URL: pg, DEMO_DATA: "true" }).demoVisitorPlace).toBe("GB");
    expect(() => loadConfig({ DATABASE_URL: pg, DEMO_VISITOR_PLACE: "GB" })).toThrow(/DEMO_VISITOR_PLACE: needs DEMO_DATA/);
    expect(() => loadConfig({ DEMO_VISITOR_PLACE: "United Kingdom" })).toThrow(/DEMO_VISITOR_PLACE/);
  });

  it("gives a shutdown 10 seconds unless SHUTDOWN_TIMEOUT_MS says otherwise", () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: "25000" }).shutdownTimeoutMs).toBe(25_000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: "0" })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: "soon" })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
  describe("TRUST_PROXY", () => {
    const refusal = (value: string) => {
      try {
        loadConfig({ TRUST_PROXY: value });
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        return (e as Error).message;
      }
      throw new Error(`TRUST_PROXY=${value} was accepted`);
    };

    it("trusts no proxy when unset, false or 0", () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    });

    it("takes a hop count", () => {
      expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
      expect(refusal("99")).toContain("TRUST_PROXY");
    });

    it("takes a comma-separated list of proxy addresses and CIDR ranges", () => {
      expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,2001:db8::/32,::1" }).trustProxy).toEqual(["10.0.0.0/8", "127.0.0.1", "2001:db8::/32", "::1"]);
    });

    it('refuses "true" and says what to write instead', () => {
      const message = refusal("true");
      expect(message).toContain("TRUST_PROXY");
      expect(message).toContain("X-Forwarded-For");
      expect(message).toContain("(e.g. 1)");
      expect(message).toContain("10.0.0.0/8,127.0.0.1");
    });

    it.each(["yes", "10.0.0.0/33", "10.0.0.1,", "proxy.internal", "::1/129", "10.0.0.0/8/1", "-1"])("refuses %s", (value) => {
      expect(refusal(value)).toContain("TRUST_PROXY");
    });
  });

  it("turns the tracking features off only when told", () => {
    expect(loadConfig({}).features).toEqual({ analyticsTracking: true, affiliateTracking: true });
    expect(loadConfig({ ANALYTICS_TRACKING: "false", AFFILIATE_TRACKING: "false" }).features).toEqual({ analyticsTracking: false, affiliateTracking: false });
    expect(() => loadConfig({ ANALYTICS_TRACKING: "off" })).toThrow(/ANALYTICS_TRACKING/);
  });

  it("hashes passwords with the OWASP profile unless a test run asks for the cheap one", () => {
    expect(loadConfig({}).passwordHashing).toBe("owasp");
    expect(loadConfig({ NODE_ENV: "test", PASSWORD_HASHING: "test" }).passwordHashing).toBe("test");
    expect(() => loadConfig({ PASSWORD_HASHING: "test" })).toThrow(/PASSWORD_HASHING: is "test" only with NODE_ENV=test/);
    expect(() => loadConfig({ NODE_ENV: "development", PASSWORD_HASHING: "test" })).toThrow(/PASSWORD_HASHING/);
  });

  it("reads the odds feed: key, URL, a sport key per game, regions and the hourly budget", () => {
    expect(loadConfig({}).odds).toEqual({ apiKey: null, baseUrl: "https://api.the-odds-api.com", sportKeys: {}, regions: "eu", requestsPerHour: 30 });
    const c = loadConfig({
      ODDS_API_KEY: "k",
      ODDS_API_URL: "http://127.0.0.1:9/",
      ODDS_SPORT_KEYS: " cs2=esports_cs2 , dota2=esports_dota2",
      ODDS_REGIONS: "uk,eu",
      ODDS_REQUESTS_PER_HOUR: "12",
    });
    expect(c.odds).toEqual({
      apiKey: "k",
      baseUrl: "http://127.0.0.1:9/",
      sportKeys: { cs2: "esports_cs2", dota2: "esports_dota2" },
      regions: "uk,eu",
      requestsPerHour: 12,
    });
    expect(() => loadConfig({ ODDS_SPORT_KEYS: "chess=x" })).toThrow(/ODDS_SPORT_KEYS: "chess" is not a game/);
    expect(() => loadConfig({ ODDS_SPORT_KEYS: "cs2" })).toThrow(/ODDS_SPORT_KEYS: "cs2" is not game=sport_key/);
    expect(() => loadConfig({ ODDS_SPORT_KEYS: "cs2=a,cs2=b" })).toThrow(/cs2 is given twice/);
    expect(() => loadConfig({ ODDS_REGIONS: "europe" })).toThrow(/ODDS_REGIONS/);
  });

  it("reads Stadar's and Odds-API.io's keys, URLs and budgets, each apart from The Odds API's", () => {
    expect(loadConfig({}).oddsFeeds).toEqual({
      stadar: { apiKey: null, baseUrl: "https://api.stadar.net", requestsPerHour: 30 },
      oddsApiIo: { apiKey: null, baseUrl: "https://api.odds-api.io/v3", requestsPerHour: 60, bookmakers: [] },
    });
    const c = loadConfig({
      ODDS_REQUESTS_PER_HOUR: "12",
      STADAR_API_KEY: "esp_test_x",
      STADAR_API_URL: "http://127.0.0.1:9",
      STADAR_REQUESTS_PER_HOUR: "7",
      ODDS_API_IO_KEY: "io",
      ODDS_API_IO_REQUESTS_PER_HOUR: "5",
      ODDS_API_IO_BOOKMAKERS: " Bet365, Vortex Bet,,Bet365 ",
    });
    expect(c.oddsFeeds).toEqual({
      stadar: { apiKey: "esp_test_x", baseUrl: "http://127.0.0.1:9", requestsPerHour: 7 },
      oddsApiIo: { apiKey: "io", baseUrl: "https://api.odds-api.io/v3", requestsPerHour: 5, bookmakers: ["Bet365", "Vortex Bet"] },
    });
    expect(c.odds.apiKey).toBeNull();
    expect(c.odds.requestsPerHour).toBe(12);
    expect(() => loadConfig({ STADAR_REQUESTS_PER_HOUR: "0" })).toThrow(/STADAR_REQUESTS_PER_HOUR/);
    expect(() => loadConfig({ ODDS_API_IO_URL: "ftp://x" })).toThrow(/ODDS_API_IO_URL/);
    const many = Array.from({ length: 31 }, (_, i) => `Book ${i}`).join(",");
    expect(() => loadConfig({ ODDS_API_IO_BOOKMAKERS: many })).toThrow(/ODDS_API_IO_BOOKMAKERS: at most 30 bookmakers/);
  });
});

describe("HTTP timeouts and connection caps", () => {
  it("has timeouts by default (none of them 0, which is Fastify's 'never') and caps per address", () => {
    expect(loadConfig({}).http).toEqual({
      connectionTimeoutMs: 30_000,
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 10_000,
      maxConnectionsPerAddress: 128,
      maxConnections: null,
    });
  });
  it("takes each from its variable and refuses headers slower than the whole request", () => {
    const c = loadConfig({ HTTP_CONNECTION_TIMEOUT_MS: "500", HTTP_REQUEST_TIMEOUT_MS: "400", HTTP_HEADERS_TIMEOUT_MS: "300", HTTP_MAX_CONNECTIONS: "900" });
    expect(c.http).toMatchObject({ connectionTimeoutMs: 500, requestTimeoutMs: 400, headersTimeoutMs: 300, maxConnections: 900 });
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: "1000", HTTP_HEADERS_TIMEOUT_MS: "2000" })).toThrow(/HTTP_HEADERS_TIMEOUT_MS: must be at most/);
    expect(() => loadConfig({ HTTP_CONNECTION_TIMEOUT_MS: "0" })).toThrow(ConfigError);
  });
  it("logs requests at debug, in the demo and on PostgreSQL, unless told (the proxy keeps the access log)", () => {
    expect(loadConfig({}).requestLogLevel).toBe("debug");
    expect(loadConfig({ DATABASE_URL: "postgres://u@db.example/e" }).requestLogLevel).toBe("debug");
    expect(loadConfig({ REQUEST_LOG_LEVEL: "info" }).requestLogLevel).toBe("info");
  });
});

describe("a geo header behind TRUST_PROXY", () => {
  it("is refused with a hop count or a catch-all range: any client could choose its jurisdiction", () => {
    for (const trust of ["1", "2", "0.0.0.0/0", "10.0.0.1,::/0"]) {
      expect(() => loadConfig({ TRUST_PROXY: trust, GEO_COUNTRY_HEADER: "CF-IPCountry" }), trust).toThrow(/TRUST_PROXY: must list the proxies' addresses/);
      expect(() => loadConfig({ TRUST_PROXY: trust, GEO_REGION_HEADER: "CF-Region-Code" }), trust).toThrow(ConfigError);
    }
  });
  it("is accepted behind listed proxies, and a hop count is accepted without a geo header", () => {
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8,127.0.0.1", GEO_COUNTRY_HEADER: "CF-IPCountry" }).geo.countryHeader).toBe("cf-ipcountry");
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
  });
});
