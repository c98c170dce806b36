import { describe, expect, it } from "vitest";
import { eventBucket, eventWindowStart, SECURITY_EVENT_WINDOW_MS } from "./event-bucket";

describe("eventBucket", () => {
  const refusal = (path: string) => eventBucket({ type: "suspicious_activity", success: false, detail: { reason: "csrf:cross-origin", path } });

  it("leaves request text such as paths and emails out of the key", () => {
    expect(refusal("/api/admin/a")).toBe(refusal(`/api/admin/${"b".repeat(5000)}`));
    expect(eventBucket({ type: "auth_attempt", success: false, detail: { stage: "password", email: "a@x.example" } })).toBe(
      eventBucket({ type: "auth_attempt", success: false, detail: { stage: "password", email: "b@y.example" } }),
    );
  });

  it("separates events by type, outcome, user and reason", () => {
    const base = { type: "auth_attempt", success: false, userId: null, detail: { stage: "password" } } as const;
    const keys = new Set([
      eventBucket(base),
      eventBucket({ ...base, type: "rate_limit" }),
      eventBucket({ ...base, success: true }),
      eventBucket({ ...base, userId: "6f1c2f4e-0000-4000-8000-000000000001" }),
      eventBucket({ ...base, detail: { stage: "mfa" } }),
      eventBucket({ ...base, detail: { stage: "password", mfaPending: true } }),
    ]);
    expect(keys.size).toBe(6);
  });

  it("folds a classifying field that does not look like a server constant into one value", () => {
    const odd = (reason: string) => eventBucket({ type: "suspicious_activity", success: false, detail: { reason } });
    expect(odd("/etc/passwd")).toBe(odd("x".repeat(500)));
    expect(odd("/etc/passwd")).toContain("reason=other");
  });

  it("puts events of one window together", () => {
    const t = new Date("2026-03-01T10:03:00Z");
    expect(eventWindowStart(t).toISOString()).toBe("2026-03-01T10:00:00.000Z");
    expect(eventWindowStart(new Date(t.getTime() + SECURITY_EVENT_WINDOW_MS)).toISOString()).toBe("2026-03-01T10:10:00.000Z");
  });
});
