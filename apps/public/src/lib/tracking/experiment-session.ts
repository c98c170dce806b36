/**
 * The A/B experiment session lives in a cookie the server sets and signs (HttpOnly: no script on the
 * page can read or choose it). The tracker only asks for it when analytics consent is given and asks
 * for its removal when consent is withdrawn; a valid cookie is kept by the server, so asking again
 * changes nothing. Once per tab: the flag lives as long as the browser session that holds the cookie.
 */
const ENDPOINT = "/api/experiment-session";
const ASKED_KEY = "esports-experiment-session";

const call = (method: "POST" | "DELETE") => fetch(ENDPOINT, { method, credentials: "same-origin", keepalive: true }).catch(() => undefined);

export function startExperimentSession(): void {
  try {
    if (sessionStorage.getItem(ASKED_KEY)) return;
    sessionStorage.setItem(ASKED_KEY, "1");
  } catch {
    // No storage: ask anyway (the server keeps a valid cookie).
  }
  void call("POST");
}

export function endExperimentSession(): void {
  try {
    sessionStorage.removeItem(ASKED_KEY);
  } catch {
    // nothing stored
  }
  void call("DELETE");
}
