// bookmakers/: the bookmaker catalog (admin edits, ordering, flags, content), the public list,
// and the /go redirects with their click counting and hit retention.

export { bookmakersAdminRouter } from "./admin-router";
export { publicBookmakers } from "./public-bookmakers";
export { bookmakerUnavailable } from "./unavailable-bookmaker";
export { pruneRedirectHits } from "./hit-retention";
export { hitOrigin } from "./redirect-rules";
export { recordRedirectHits, type RedirectHit } from "./redirects";
export { GoRedirects, NOT_AVAILABLE_STATUS, type GoDecision, type GoRedirectsOptions, type GoRequest } from "./go-redirects";
