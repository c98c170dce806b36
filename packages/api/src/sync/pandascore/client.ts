import { ProviderError } from "./errors";
import { dedupeById, nextLink, resolveOnBase } from "./pagination";

export const DEFAULT_BASE_URL = "https://api.pandascore.co";
export const PER_PAGE = 100;

/** Called before every HTTP request (limiter, usage record, pacing); `done` after it answers or fails. */
export type RequestGate = (endpoint: string) => Promise<{ done: (status: string) => Promise<void> }>;

export type PandaScoreClientOptions = {
  token: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export type Page = { items: unknown[]; duplicates: number };

export class PandaScoreClient {
  readonly baseUrl: string;
  private readonly token: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(options: PandaScoreClientOptions) {
    this.baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/$/, "");
    this.token = options.token;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.fetchImpl = options.fetch ?? fetch;
  }

  /**
   * Pages of a list endpoint: per_page=100, following the `next` link, stopping on a short page
   * or after `maxPages`. Each page is yielded as soon as it is read, so what was written from
   * earlier pages stays when a later one fails.
   */
  async *paginate(path: string, params: Record<string, string>, gate: RequestGate, maxPages: number): AsyncGenerator<Page> {
    const query = new URLSearchParams({ ...params, per_page: String(PER_PAGE), page: "1" });
    let url: string | null = `${this.baseUrl}${path}?${query}`;
    const seen = new Set<number>();
    for (let page = 1; url && page <= maxPages; page++) {
      const { items, next } = await this.getList(url, gate);
      const { fresh, duplicates } = dedupeById(items, seen);
      yield { items: fresh, duplicates };
      if (items.length < PER_PAGE || !next) break;
      url = resolveOnBase(this.baseUrl, next);
    }
  }

  private async getList(url: string, gate: RequestGate): Promise<{ items: unknown[]; next: string | null }> {
    const endpoint = url.slice(this.baseUrl.length);
    const call = await gate(endpoint);
    let status = "error";
    try {
      const res = await this.fetchImpl(url, {
        headers: { Authorization: `Bearer ${this.token}`, Accept: "application/json" },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = String(res.status);
      const body = await this.readBody(res);
      if (!res.ok) throw new ProviderError(`PandaScore HTTP ${res.status}: ${errorText(body)}`, res.status);
      const parsed = parseJson(body);
      if (!Array.isArray(parsed)) throw new ProviderError("PandaScore answered with something other than a list");
      return { items: parsed, next: nextLink(res.headers.get("link")) };
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      if (err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError")) {
        status = "timeout";
        throw new ProviderError(`PandaScore request timed out after ${this.timeoutMs} ms`);
      }
      throw new ProviderError(`PandaScore request failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      await call.done(status);
    }
  }

  private async readBody(res: Response): Promise<string> {
    try {
      return await res.text();
    } catch (err) {
      if (err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError")) throw err;
      throw new ProviderError(`PandaScore response was cut off: ${err instanceof Error ? err.message : String(err)}`, res.status);
    }
  }
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new ProviderError("PandaScore sent malformed JSON");
  }
}

/** Error bodies are `{error?, message?}` (doc §6), or anything at all: read them defensively. */
function errorText(body: string): string {
  try {
    const json = JSON.parse(body) as { error?: unknown; message?: unknown } | null;
    const parts = [json?.error, json?.message].filter((p) => typeof p === "string" && p !== "");
    if (parts.length) return parts.join(": ");
  } catch {
    // not JSON: fall through to the raw text
  }
  return body.slice(0, 200) || "no body";
}
