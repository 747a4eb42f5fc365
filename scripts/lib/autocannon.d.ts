// The parts of autocannon's programmatic API the bench and soak use (it ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    timeout?: number;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    p99_9: number;
    max: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  type Instance = Promise<Result>;
  export default function autocannon(options: Options): Instance;
}
