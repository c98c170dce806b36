import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { OddsPhaseLine } from "./odds-phase-line";

const textOf = (html: string) => html.replace(/<[^>]+>/g, "");

describe("the odds section's phase line", () => {
  it("says each phase in words, sized by the longest sentences while the match can still move", () => {
    const open = renderToStaticMarkup(<OddsPhaseLine phase="pre-match" settled={false} />);
    expect(textOf(open)).toBe("Before the start: prices move until the match begins.");
    // The sizers are attributes drawn by CSS, hidden: not part of the line's text.
    expect(open).toContain('data-sizer-live="In play: prices the bookmakers offer while the match is played, and they change fast."');
    expect(open).toContain("before:invisible");
    expect(textOf(renderToStaticMarkup(<OddsPhaseLine phase="live" settled={false} />))).toBe(
      "In play: prices the bookmakers offer while the match is played, and they change fast.",
    );
  });

  it("is a plain line once the match is over, and says nothing of a phase it never had", () => {
    const settled = renderToStaticMarkup(<OddsPhaseLine phase="closing" settled />);
    expect(textOf(settled)).toBe("This match has started: these are the last prices before the start.");
    expect(settled).not.toContain("data-sizer");
    expect(renderToStaticMarkup(<OddsPhaseLine phase="pre-match" settled />)).toBe("");
  });
});
