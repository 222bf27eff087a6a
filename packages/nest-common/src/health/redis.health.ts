import { Inject, Injectable } from '@nestjs/common';
import { REDIS_CLIENT, RedisClient } from '../redis/redis.constants';
import { HealthIndicator, withinTimeout } from './health-indicator';

@Injectable()
export class RedisHealthIndicator implements HealthIndicator {
  readonly name = 'redis';

  constructor(@Inject(REDIS_CLIENT) private readonly client: RedisClient) {}

  async isUp(): Promise<boolean> {
    // Commands sent while disconnected wait in the offline queue; don't wait for them.
    if (!this.client.isReady) return false;
    return withinTimeout(this.client.ping());
  }
}
