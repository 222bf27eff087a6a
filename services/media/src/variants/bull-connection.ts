import IORedis from 'ioredis';

/**
 * BullMQ's own Redis connection (separate from the service's node-redis client:
 * BullMQ needs ioredis and blocking commands). `maxRetriesPerRequest: null` is
 * what BullMQ workers require to keep waiting across Redis restarts.
 */
export function createBullConnection(url: string): IORedis {
  return new IORedis(url, { maxRetriesPerRequest: null });
}
