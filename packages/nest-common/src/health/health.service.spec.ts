import { HealthCheckName, HealthIndicator } from './health-indicator';
import { HealthService } from './health.service';

function indicator(name: HealthCheckName, isUp: () => Promise<boolean>): HealthIndicator {
  return { name, isUp };
}

describe('HealthService', () => {
  it('is ok when every check is up', async () => {
    const service = new HealthService([
      indicator('mongo', async () => true),
      indicator('redis', async () => true),
    ]);
    await expect(service.report()).resolves.toEqual({
      status: 'ok',
      checks: { mongo: 'up', redis: 'up' },
    });
  });

  it('is an error naming the check that is down', async () => {
    const service = new HealthService([
      indicator('mongo', async () => true),
      indicator('redis', async () => false),
    ]);
    await expect(service.report()).resolves.toEqual({
      status: 'error',
      checks: { mongo: 'up', redis: 'down' },
    });
  });
});
