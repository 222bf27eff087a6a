import type { createClient } from 'redis';

export const REDIS_CLIENT = Symbol('REDIS_CLIENT');
export type RedisClient = ReturnType<typeof createClient>;

export interface RedisModuleOptions {
  url: string;
}
