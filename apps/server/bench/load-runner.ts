// Runs one autocannon load in its own process (so the load generator does not share the server's event
// loop) and reports requests/s and latency percentiles, p95 included, to the parent over IPC.
import autocannon from 'autocannon';

export interface LoadRequest {
  url: string;
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
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: request.url,
        connections: request.connections,
        duration: request.durationSeconds,
        requests: request.paths.map((path) => ({ method: 'GET', path })),
      },
      (error: Error | null, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const sorted = Float64Array.from(latencies).sort();
  return {
    requestsPerSecond: result.requests.total / request.durationSeconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

process.once('message', (message: LoadRequest) => {
  run(message).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
