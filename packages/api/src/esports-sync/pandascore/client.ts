import type { z } from "zod";
import { BodyTooLargeError, isRefusedRedirect, parseList, providerFetchInit, readCappedText, type InvalidItem, type ParsedList } from "../../platform";
import { ProviderError } from "./errors";
import { dedupeById, nextLink, resolveOnBase } from "./pagination";
import { errorPayload } from "./schemas";

export const DEFAULT_BASE_URL = "https://api.pandascore.co";
export const PER_PAGE = 100;

/**
 * The most of one page read, after decompression. A page of 100 matches with their games and
 * streams is a few hundred KB; 16 MiB is far above any real page and keeps a hostile answer (a
 * gzip that inflates to a gigabyte) from taking the server's memory with it.
 */
export const MAX_PAGE_BYTES = 16 * 1024 * 1024;
/** Of an error answer only the provider's message (or the first 200 characters) is shown. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;

/** Called before every HTTP request (limiter, usage record, pacing); `done` after it answers or fails. */
export type RequestGate = (endpoint: string) => Promise<{ done: (status: string) => Promise<void> }>;

export type PandaScoreClientOptions = {
  token: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** One page: its valid items not seen on an earlier page, and the items that failed their schema. */
export type Page<T> = { items: T[]; invalid: InvalidItem[]; duplicates: number };

/** Every list item the sync reads carries an id: pages are deduplicated by it. */
type ItemSchema = z.ZodType<{ id: number }>;

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
   * earlier pages stays when a later one fails. Each item is parsed with `itemSchema` on its own
   * (see platform/provider-payloads.ts): the invalid ones are reported on the page, not thrown.
   */
  async *paginate<S extends ItemSchema>(
    path: string,
    params: Record<string, string>,
    itemSchema: S,
    gate: RequestGate,
    maxPages: number,
  ): AsyncGenerator<Page<z.output<S>>> {
    const query = new URLSearchParams({ ...params, per_page: String(PER_PAGE), page: "1" });
    let url: string | null = `${this.baseUrl}${path}?${query}`;
    const seen = new Set<number>();
    for (let page = 1; url && page <= maxPages; page++) {
      const { items, invalid, next } = await this.getList(url, gate, itemSchema);
      const { fresh, duplicates } = dedupeById(items, seen);
      yield { items: fresh, invalid, duplicates };
      // Short means fewer items than asked for, valid or not: an invalid item still filled a place.
      if (items.length + invalid.length < PER_PAGE || !next) break;
      url = resolveOnBase(this.baseUrl, next);
    }
  }

  private async getList<S extends ItemSchema>(url: string, gate: RequestGate, itemSchema: S): Promise<ParsedList<z.output<S>> & { next: string | null }> {
    const endpoint = url.slice(this.baseUrl.length);
    const call = await gate(endpoint);
    let status = "error";
    try {
      const res = await this.fetchImpl(url, {
        ...providerFetchInit,
        headers: { Authorization: `Bearer ${this.token}`, Accept: "application/json" },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = String(res.status);
      if (!res.ok) throw new ProviderError(`PandaScore HTTP ${res.status}: ${errorText(await this.readBody(res, MAX_ERROR_BODY_BYTES, true))}`, res.status);
      const body = await this.readBody(res, MAX_PAGE_BYTES, false);
      // The boundary: a body that is not a list fails the request; a bad item only itself.
      const list = parseList(itemSchema, parseJson(body));
      if (!list) throw new ProviderError("PandaScore answered with something other than a list");
      return { ...list, next: nextLink(res.headers.get("link")) };
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      if (err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError")) {
        status = "timeout";
        throw new ProviderError(`PandaScore request timed out after ${this.timeoutMs} ms`);
      }
      if (isRefusedRedirect(err)) throw new ProviderError("PandaScore answered with a redirect, which is never followed");
      throw new ProviderError(`PandaScore request failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      await call.done(status);
    }
  }

  private async readBody(res: Response, maxBytes: number, truncate: boolean): Promise<string> {
    try {
      return await readCappedText(res, maxBytes, { truncate });
    } catch (err) {
      if (err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError")) throw err;
      if (err instanceof BodyTooLargeError) throw new ProviderError(`PandaScore ${err.message}`, res.status);
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

/** The provider's `error: message` when the body has them (errorPayload), else the start of the raw text. */
function errorText(body: string): string {
  let json: unknown = null;
  try {
    json = JSON.parse(body);
  } catch {
    // not JSON: the raw text below
  }
  const fields = errorPayload.safeParse(json);
  const parts = fields.success ? [fields.data.error, fields.data.message].filter((p) => p !== undefined && p !== "") : [];
  return parts.length ? parts.join(": ") : body.slice(0, 200) || "no body";
}
