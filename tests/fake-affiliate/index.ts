import { createHmac } from "node:crypto";

/**
 * A bookmaker's affiliate programme as tests meet it: it calls our postback URL over real HTTP
 * (loopback), as Income Access, MyAffiliates, NetRefer or Cellxpert do, signing each request with
 * the secret the admin gave it ('hmac': X-Signature: sha256=<hex> over the raw query string of a GET
 * or the raw body of a POST) or putting it in the URL ('token').
 */
export type FakeAffiliateOptions = { baseUrl: string; key: string; secret: string; mode: "hmac" | "token" };
export type PostbackCall = {
  fields: Record<string, string>;
  method?: "GET" | "POST";
  /** POST only: a form (the default) or JSON. */
  as?: "form" | "json";
  /** Attacks: sign with another secret, send no signature, or use another key. */
  secret?: string;
  unsigned?: boolean;
  key?: string;
  rawBody?: string;
};

export function fakeAffiliate(opts: FakeAffiliateOptions) {
  const sign = (secret: string, bytes: string) => `sha256=${createHmac("sha256", secret).update(bytes).digest("hex")}`;
  return {
    async send(call: PostbackCall): Promise<{ status: number; body: unknown }> {
      const secret = call.secret ?? opts.secret;
      const fields = opts.mode === "token" && !call.unsigned ? { ...call.fields, token: secret } : call.fields;
      const url = `${opts.baseUrl}/api/postbacks/${call.key ?? opts.key}`;
      const headers: Record<string, string> = {};
      let res: Response;
      if ((call.method ?? "GET") === "GET") {
        const query = new URLSearchParams(fields).toString();
        if (opts.mode === "hmac" && !call.unsigned) headers["x-signature"] = sign(secret, query);
        res = await fetch(`${url}?${query}`, { headers });
      } else {
        const body = call.rawBody ?? (call.as === "json" ? JSON.stringify(call.fields) : new URLSearchParams(call.fields).toString());
        headers["content-type"] = call.as === "json" ? "application/json" : "application/x-www-form-urlencoded";
        if (opts.mode === "hmac" && !call.unsigned) headers["x-signature"] = sign(secret, body);
        const q = opts.mode === "token" && !call.unsigned ? `?token=${encodeURIComponent(secret)}` : "";
        res = await fetch(`${url}${q}`, { method: "POST", headers, body });
      }
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      return { status: res.status, body };
    },
  };
}
