import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/**
 * The business counters one app instance keeps, in its own registry: tests build many apps in one
 * process, and a shared registry would mix their counts (and refuse a second metric of one name).
 * Code that records something (the order flow) is handed this object; plugins/metrics.ts adds the
 * HTTP, database and socket metrics and serves the registry.
 */
export interface AppMetrics {
  registry: Registry;
  /** Orders committed (replays of an Idempotency-Key are not new orders). */
  ordersPlaced: Counter;
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
