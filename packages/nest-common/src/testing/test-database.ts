import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';

export interface TestDatabase {
  /** Server URL (MONGO_URL from the orchestrator's jest global setup, else the local default). */
  url: string;
  /** A database name no other test run uses. */
  dbName: string;
  /** Drops the database; call it in afterAll. */
  drop(): Promise<void>;
}

/** A throwaway database on the real test server, isolated by a random name. */
export function createTestDatabase(label: string): TestDatabase {
  const url = process.env.MONGO_URL || 'mongodb://127.0.0.1:27017';
  const dbName = `test_${label}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  return {
    url,
    dbName,
    async drop() {
      const connection = await mongoose.createConnection(url, { dbName }).asPromise();
      try {
        await connection.dropDatabase();
      } finally {
        await connection.close();
      }
    },
  };
}

/** REDIS_URL from the orchestrator's jest global setup, else the local default. */
export function testRedisUrl(): string {
  return process.env.REDIS_URL || 'redis://127.0.0.1:6379';
}
