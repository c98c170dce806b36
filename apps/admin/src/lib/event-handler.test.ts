import { afterEach, describe, expect, it, vi } from "vitest";
import { eventHandler } from "./event-handler";

describe("eventHandler", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("passes the event on and returns nothing for React to ignore", () => {
    const seen: string[] = [];
    const handler = eventHandler(async (event: string) => {
      seen.push(event);
    });
    expect(handler("submit")).toBeUndefined();
    expect(seen).toEqual(["submit"]);
  });

  it("reports a failure the action left unhandled, as a throwing handler's error is reported", async () => {
    const reportError = vi.fn();
    vi.stubGlobal("reportError", reportError);
    const failure = new Error("the action failed");
    eventHandler(async () => Promise.reject(failure))();
    await vi.waitFor(() => expect(reportError).toHaveBeenCalledWith(failure));
  });
});
