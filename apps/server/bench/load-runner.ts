// Runs one autocannon load in its own process (so the load generator does not share the server's event
// loop) and reports requests/s and latency percentiles, p95 included, to the parent over IPC. Given
// several servers, the connections are dealt to them in turn (as a round-robin load balancer does)
// and the results are added up.
import autocannon from 'autocannon';
import { answerParent } from './child-process.ts';

export interface LoadRequest {
  /** The servers to load; connections are dealt to them in turn. */
  urls: string[];
  paths: string[];
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function run(request: LoadRequest): Promise<LoadResult> {
  const latencies: number[] = [];
  const shares = request.urls.map((url, index) => ({
    url,
    connections:
      Math.floor(request.connections / request.urls.length) +
      (index < request.connections % request.urls.length ? 1 : 0),
  }));
  const results = await Promise.all(
    shares.map(
      ({ url, connections }) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            {
              url,
              connections,
              duration: request.durationSeconds,
              // What every browser and CDN sends: kept answers go out as their compressed bytes.
              headers: { 'accept-encoding': 'gzip, deflate, br' },
              requests: request.paths.map((path) => ({ method: 'GET', path })),
            },
            (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
          );
          instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
        }),
    ),
  );
  const sum = (pick: (result: autocannon.Result) => number) => results.reduce((total, r) => total + pick(r), 0);
  const sorted = Float64Array.from(latencies).sort();
  return {
    requestsPerSecond: sum((r) => r.requests.total) / request.durationSeconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    total: sum((r) => r.requests.total),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors + r.timeouts),
  };
}

answerParent(run);
