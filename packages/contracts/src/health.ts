import { z } from 'zod';

export const healthCheckStatusSchema = z.enum(['up', 'down']);
export type HealthCheckStatus = z.infer<typeof healthCheckStatusSchema>;

/** Body of `GET /healthz`: 200 with status 'ok', or 503 with status 'error'. */
export const healthReportSchema = z.object({
  status: z.enum(['ok', 'error']),
  checks: z.record(z.string(), healthCheckStatusSchema),
});
export type HealthReport = z.infer<typeof healthReportSchema>;
