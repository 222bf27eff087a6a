import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { REDIS_CLIENT, RedisClient } from './redis.constants';

/**
 * Connects the shared client when the app starts and closes it on shutdown.
 * Start-up does not wait for Redis: node-redis keeps reconnecting on its own
 * (commands meanwhile fail at once, answered 503) and /healthz reports it
 * down until it is back.
 */
@Injectable()
export class RedisLifecycle implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  private reachable = true;

  constructor(@Inject(REDIS_CLIENT) private readonly client: RedisClient) {}

  onModuleInit(): void {
    // Without an 'error' listener a lost connection would crash the process.
    // Each reconnect attempt emits one, so only the start of an outage is logged.
    this.client.on('error', (error: Error) => {
      if (this.reachable) this.logger.warn(`Redis unreachable, reconnecting: ${error.message}`);
      this.reachable = false;
    });
    this.client.on('ready', () => {
      if (!this.reachable) this.logger.log('Redis connection restored');
      this.reachable = true;
    });
    this.client
      .connect()
      .catch((error: Error) => this.logger.error(`Redis connect failed: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.client.isReady) await this.client.close();
    else if (this.client.isOpen) this.client.destroy();
  }
}
