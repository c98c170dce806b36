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
});
