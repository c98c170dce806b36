// autocannon ships no type declarations; this covers the part the benchmarks use.
declare module "autocannon" {
  namespace autocannon {
    type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number; total: number };
    type Result = {
      requests: Histogram & { sent: number };
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      "1xx": number;
      "2xx": number;
      "3xx": number;
      "4xx": number;
      "5xx": number;
      duration: number;
    };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      pipelining?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      maxRedirects?: number;
      followRedirect?: boolean;
      /** Each request is made by passing the previous one through `setupRequest` (per-request headers). */
      requests?: { setupRequest?: (request: RequestParams) => RequestParams }[];
    };
    type RequestParams = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
