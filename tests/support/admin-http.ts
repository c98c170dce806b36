import { sessionCookieName } from "@eb/api";
import { timeStep, totpAt } from "@eb/api/testing";

/**
 * The back office over HTTP, as the admin app calls it: JSON tRPC calls with the admin client's
 * header and same-origin fetch metadata (the CSRF guard's requirements), keeping the session cookie.
 */
export class AdminHttp {
  private session: string | undefined;
  constructor(private readonly base: string) {}

  private async call<T>(method: "GET" | "POST", path: string, input?: unknown): Promise<T> {
    const headers: Record<string, string> = { "x-eb-admin": "1", "sec-fetch-site": "same-origin" };
    if (this.session) headers.cookie = `${sessionCookieName(false)}=${this.session}`;
    const url =
      method === "GET" && input !== undefined
        ? `${this.base}/api/admin/${path}?input=${encodeURIComponent(JSON.stringify(input))}`
        : `${this.base}/api/admin/${path}`;
    const res = await fetch(url, {
      method,
      headers: method === "POST" ? { ...headers, "content-type": "application/json" } : headers,
      ...(method === "POST" ? { body: JSON.stringify(input ?? {}) } : {}),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName(false)}=`));
    if (cookie) this.session = cookie.slice(cookie.indexOf("=") + 1, cookie.indexOf(";"));
    const body = (await res.json()) as { result?: { data: T }; error?: { message: string } };
    if (!res.ok || !body.result) throw new Error(`${path}: ${res.status} ${body.error?.message ?? ""}`);
    return body.result.data;
  }

  query = <T>(path: string, input?: unknown) => this.call<T>("GET", path, input);
  mutate = <T>(path: string, input?: unknown) => this.call<T>("POST", path, input);

  /** Password, then the forced enrolment of an authenticator: a signed-in admin with a second factor. */
  async signInAndEnrol(email: string, password: string): Promise<void> {
    await this.mutate("auth.signIn", { email, password });
    const { factorId, secret } = await this.mutate<{ factorId: string; secret: string }>("mfa.enroll", {});
    await this.mutate("mfa.verifyEnrollment", { factorId, code: await totpAt(secret, timeStep(new Date())) });
  }
}
