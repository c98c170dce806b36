import type { ApiContext, CookieOptions } from "../../platform";

/** `__Host-` pins the cookie to this exact host, path / and Secure; plain name only for local HTTP. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-eb_admin_session" : "eb_admin_session";
}

function options(ctx: Pick<ApiContext, "secureCookies">): CookieOptions {
  return { httpOnly: true, secure: ctx.secureCookies, sameSite: "strict", path: "/" };
}

export function readSessionToken(ctx: Pick<ApiContext, "cookies" | "secureCookies">): string | undefined {
  return ctx.cookies[sessionCookieName(ctx.secureCookies)];
}

export function setSessionCookie(ctx: ApiContext, token: string, expiresAt: Date): void {
  const maxAge = Math.max(1, Math.floor((expiresAt.getTime() - ctx.now().getTime()) / 1000));
  ctx.setCookie(sessionCookieName(ctx.secureCookies), token, { ...options(ctx), maxAge });
}

export function clearSessionCookie(ctx: ApiContext): void {
  ctx.clearCookie(sessionCookieName(ctx.secureCookies), options(ctx));
}
