import { Inject, Injectable } from '@nestjs/common';
import type { HealthReport } from '@dd/contracts';
import { HEALTH_INDICATORS, HealthIndicator } from './health-indicator';

@Injectable()
export class HealthService {
  constructor(@Inject(HEALTH_INDICATORS) private readonly indicators: HealthIndicator[]) {}

  async report(): Promise<HealthReport> {
    const results = await Promise.all(
      this.indicators.map(
        async (indicator) => [indicator.name, (await indicator.isUp()) ? 'up' : 'down'] as const,
      ),
    );
    const checks = Object.fromEntries(results);
    const status = results.every(([, state]) => state === 'up') ? 'ok' : 'error';
    return { status, checks };
  }
}
