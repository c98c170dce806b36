import { EXPERIMENT_SESSION_COOKIE, isSessionId } from "@eb/api/shared";

/**
 * The analytics session id lives in a first-party session cookie while analytics consent holds, so
 * the server can render the visitor's A/B variants; every tab of the browser shares it. It is
 * removed with the rest of the analytics data when consent is withdrawn.
 */
export function readSessionCookie(cookie: string = document.cookie): string | null {
  for (const part of cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === EXPERIMENT_SESSION_COOKIE) {
      const value = rest.join("=");
      return isSessionId(value) ? value : null;
    }
  }
  return null;
}

const attributes = () => `Path=/; SameSite=Lax${window.location.protocol === "https:" ? "; Secure" : ""}`;

export function writeSessionCookie(id: string): void {
  document.cookie = `${EXPERIMENT_SESSION_COOKIE}=${id}; ${attributes()}`;
}

export function clearSessionCookie(): void {
  document.cookie = `${EXPERIMENT_SESSION_COOKIE}=; Max-Age=0; ${attributes()}`;
}
