// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Options = { url: string; connections: number; duration: number; pipelining?: number };
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
