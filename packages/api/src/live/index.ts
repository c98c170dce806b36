// live/: what moves on open pages while a match is played. The live state of a match (derived
// from its stored row), and the log of its changes that every instance streams from: written in
// the transaction of the change, announced on commit, resumed by event id.

export { LIVE_CHANNEL, liveEventsAfter, liveLogBounds, pruneLiveEvents, readLiveStates, recordLiveChanges } from "./live-events";
export { LiveHub, type LiveSink } from "./live-hub";
export { parseResumeId, RETRY_FRAME } from "./live-stream-format";
