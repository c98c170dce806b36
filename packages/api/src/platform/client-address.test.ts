import { describe, expect, it } from "vitest";
import { clientAddressKey, parseClientAddress, UNKNOWN_CLIENT_KEY } from "./client-address";

describe("clientAddressKey", () => {
  it("keys IPv4 by the address", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });

  it("keys every address of one IPv6 /64 alike", () => {
    const key = "2001:db8:1:2::/64";
    for (const ip of ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0db8:0001:0002:0:0:0:9", "2001:DB8:1:2::a%eth0"]) {
      expect(clientAddressKey(ip)).toBe(key);
    }
    expect(clientAddressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it("handles compressed forms at either end and embedded IPv4 tails", () => {
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(clientAddressKey("fe80::")).toBe("fe80:0:0:0::/64");
    expect(clientAddressKey("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(clientAddressKey("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
    expect(clientAddressKey("2001:db8:1:2:3:4:192.0.2.33")).toBe("2001:db8:1:2::/64");
  });

  it("ignores the port a proxy may write after an address, bracketed or not", () => {
    expect(clientAddressKey("203.0.113.7:5678")).toBe("203.0.113.7");
    expect(clientAddressKey(" 203.0.113.7:1 ")).toBe("203.0.113.7");
    expect(clientAddressKey("[2001:db8:1:2::1]:443")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("[2001:db8:1:2::9]")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("[::ffff:203.0.113.7]:80")).toBe("203.0.113.7");
  });

  it("gives everything that is not an address one shared key, so junk cannot mint keys", () => {
    for (const junk of [
      "garbage",
      "unknown",
      "",
      "   ",
      "203.0.113.7:",
      "203.0.113",
      "1.2.3.4.5",
      "[203.0.113.7]x",
      "2001:db8::1::2",
      "_hidden",
      null,
      undefined,
    ]) {
      expect(clientAddressKey(junk)).toBe(UNKNOWN_CLIENT_KEY);
    }
  });
});

describe("parseClientAddress", () => {
  it("returns the bare address or null", () => {
    expect(parseClientAddress("198.51.100.4:443")).toBe("198.51.100.4");
    expect(parseClientAddress("[2001:DB8::1]:8080")).toBe("2001:db8::1");
    expect(parseClientAddress("2001:db8::1")).toBe("2001:db8::1");
    expect(parseClientAddress("not-an-ip")).toBeNull();
  });
});
