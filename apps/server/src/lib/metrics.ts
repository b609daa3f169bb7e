import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The business counters one app instance keeps, in its own registry: tests build many apps in one
 * process, and a shared registry would mix their counts (and refuse a second metric of one name).
 * Code that records something (the order flow, the early answers) is handed this object; plugins/metrics.ts
 * times the routes' answers, adds the database and socket metrics and serves the registry.
 */
export interface AppMetrics {
  registry: Registry;
  /** Orders committed (replays of an Idempotency-Key are not new orders). */
  ordersPlaced: Counter;
  /** Every answer's time, by route pattern and status: observed by plugins/metrics.ts and the early answers. */
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
}

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  return {
    registry,
    ordersPlaced: new Counter({
      name: 'phonekade_orders_placed_total',
      help: 'Orders placed (committed) since the process started',
      registers: [registry],
    }),
    requestDuration: new Histogram({
      name: 'phonekade_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
}

let processRegistry: Registry | undefined;

/**
 * CPU, memory, garbage collection and event-loop delay belong to the process, not to an app, and
 * collecting them starts timers and observers that never stop: one registry per process, made on
 * first use, served beside each app's own.
 */
export function processMetricsRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
