import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'bff_' });
  return {
    registry,
    httpRequests: new Counter({
      name: 'bff_http_requests_total',
      help: 'Requests answered by the BFF',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'bff_http_request_duration_seconds',
      help: 'Time to answer (headers) per route',
      labelNames: ['method', 'route'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    upstreamRequests: new Counter({
      name: 'bff_upstream_requests_total',
      help: 'Attempts sent to V1, by operation and outcome (status or error kind)',
      labelNames: ['operation', 'outcome'] as const,
      registers: [registry],
    }),
    upstreamRetries: new Counter({
      name: 'bff_upstream_retries_total',
      help: 'Retried V1 attempts (GET only)',
      labelNames: ['operation', 'reason'] as const,
      registers: [registry],
    }),
    tokenRequests: new Counter({
      name: 'bff_token_requests_total',
      help: 'Token requests sent to V1, by tenant and outcome',
      labelNames: ['tenant', 'outcome'] as const,
      registers: [registry],
    }),
    signins: new Counter({
      name: 'bff_signins_total',
      help: 'Sign-in attempts by outcome',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
