import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { issueDeviceToken, verifyDeviceToken } from "./device-cookie";

const key = randomBytes(32);
const userId = randomUUID();

/** The device cookie's token: only the server's key makes one, and any change to it is refused. */
describe("device tokens", () => {
  it("names the account and a random device, a new device each time", () => {
    const a = verifyDeviceToken(key, issueDeviceToken(key, userId));
    const b = verifyDeviceToken(key, issueDeviceToken(key, userId));
    expect(a?.userId).toBe(userId);
    expect(a?.deviceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(b?.deviceId).not.toBe(a?.deviceId);
  });

  it("refuses another key's token, a changed account or device, a changed signature and malformed values", () => {
    const token = issueDeviceToken(key, userId);
    const [, deviceId, mac] = token.split(".");
    const refused = [
      issueDeviceToken(randomBytes(32), userId),
      `${randomUUID()}.${deviceId}.${mac}`,
      `${userId}.${deviceId![0] === "A" ? "B" : "A"}${deviceId!.slice(1)}.${mac}`,
      `${userId}.${deviceId}.${mac![0] === "A" ? "B" : "A"}${mac!.slice(1)}`,
      `${userId}.${deviceId}.${mac}.extra`,
      `${userId}.${deviceId}`,
      `${token}${"x".repeat(200)}`,
      "",
      undefined,
    ];
    for (const value of refused) expect(verifyDeviceToken(key, value)).toBeNull();
  });
});
