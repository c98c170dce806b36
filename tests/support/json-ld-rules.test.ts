import { describe, expect, it } from "vitest";
import { eventProblems, undeclaredIds } from "./json-ld-rules";

const match = {
  "@type": "SportsEvent",
  name: "A vs B",
  description: "d",
  startDate: "2026-05-01T12:00:00+00:00",
  eventStatus: "https://schema.org/EventScheduled",
  eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
  location: { "@type": "VirtualLocation", url: "https://twitch.tv/x" },
  competitor: [
    { "@type": "SportsTeam", name: "A" },
    { "@type": "SportsTeam", name: "B" },
  ],
  organizer: { "@type": "Organization", name: "League" },
  image: ["https://site.example/og.png"],
  superEvent: { "@type": "SportsEvent", "@id": "https://site.example/t#event", name: "T" },
  url: "https://site.example/t",
};

describe("JSON-LD rules", () => {
  it("a complete match passes", () => expect(eventProblems(match, "match")).toEqual([]));
  it("names each missing or wrong property", () => {
    const { competitor: _c, organizer: _o, ...rest } = match;
    const bad = { ...rest, startDate: "2026-05-01T12:00:00", eventStatus: "Live", competitor: [{ "@type": "SportsTeam", name: "A" }] };
    expect(eventProblems(bad, "match")).toEqual([
      "A vs B: startDate with offset (2026-05-01T12:00:00)",
      "A vs B: eventStatus (Live)",
      "A vs B: organizer",
      "A vs B: two SportsTeam competitors",
    ]);
  });
  it("checks a tournament's sub-events as matches", () => {
    const t = { ...match, name: "T", competitor: undefined, superEvent: undefined, subEvent: [{ ...match, location: { "@type": "Place", name: "Online" } }] };
    expect(eventProblems(t, "tournament")).toEqual(["A vs B: a VirtualLocation with a URL"]);
  });
  it("finds ids referenced but never declared", () => {
    expect(undeclaredIds([{ author: { "@id": "x#org" } }, { "@id": "y", name: "Y" }, { publisher: { "@id": "y" } }])).toEqual(["x#org"]);
  });
});
