import type { MatchMarkets } from "@eb/api/shared";

type Phase = MatchMarkets["phase"];

/** What the odds section says of its prices in each phase of the match. */
const PHASE_TEXT: Record<Phase, string> = {
  "pre-match": "Before the start: prices move until the match begins.",
  closing: "This match has started: these are the last prices before the start.",
  live: "In play: prices the bookmakers offer while the match is played, and they change fast.",
};

const LINE = "mb-1 text-sm font-semibold text-slate-200";

/**
 * The phase's sentence. While the match is not over its phase changes on an open page (it starts;
 * in-play prices come and go), and nothing below the line may move: the line is as tall as the
 * longest phase's sentence at this width. Those are drawn by CSS, hidden, in the same grid cell
 * (::before and ::after), so they size the line but are neither read nor part of its text. A
 * settled match's phase stays as it is.
 */
export function OddsPhaseLine({ phase, settled }: { phase: Phase; settled: boolean }) {
  if (settled) return phase === "pre-match" ? null : <p className={LINE}>{PHASE_TEXT[phase]}</p>;
  return (
    <p
      data-sizer-live={PHASE_TEXT.live}
      data-sizer-pre={PHASE_TEXT["pre-match"]}
      className={`${LINE} grid before:invisible before:content-[attr(data-sizer-live)] before:[grid-area:1/1] after:invisible after:content-[attr(data-sizer-pre)] after:[grid-area:1/1]`}
    >
      <span className="[grid-area:1/1]">{PHASE_TEXT[phase]}</span>
    </p>
  );
}
