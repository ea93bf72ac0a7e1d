// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string> };
  type Options = {
    url: string;
    connections: number;
    duration: number;
    pipelining?: number;
    /** Each request made from the one before; `setupRequest` may change its path. */
    requests?: { setupRequest?: (request: Request) => Request }[];
  };
  type Histogram = { average: number; p50: number; p99: number; max: number };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
