import { getModelToken } from '@nestjs/mongoose';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Model } from 'mongoose';
import {
  healthWhenReady,
  ServiceUnderTest,
  signTestToken,
  startServiceForTest,
} from '@dd/nest-common/testing';
import { AppModule } from '../../src/app.module';
import { loadDiaryConfig } from '../../src/config';
import { MealRecord } from '../../src/meals/meal.schema';
import { type NeighbourServices, startNeighbourServices } from './account-data-stack';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON under test
}

/** The diary service on a throwaway database, called as one signed-in user. */
export interface DiaryApi {
  call(
    method: Method,
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiAnswer>;
}

/** The diary, and the stand-in for media it asks who owns an upload (`media.own(userId, file)`). */
export interface DiaryUnderTest extends ServiceUnderTest {
  media: NeighbourServices;
}

/**
 * Starts the diary and waits until Redis is connected too: the token guard
 * checks revocation there and answers 503 until it can.
 */
export async function startDiary(): Promise<DiaryUnderTest> {
  const media = await startNeighbourServices();
  const service = await startServiceForTest('diary', (env) =>
    AppModule.forRoot(loadDiaryConfig({ ...env, MEDIA_URL: media.url })),
  );
  const health = await healthWhenReady(service.app);
  if (health.statusCode !== 200) throw new Error(`diary not healthy: ${JSON.stringify(health)}`);
  return {
    ...service,
    media,
    async stop() {
      await service.stop();
      await media.close();
    },
  };
}

/** The service's meals model, for a test that stores or reads records behind the API. */
export function mealsModelOf(service: ServiceUnderTest): Model<MealRecord> {
  return service.app.get<Model<MealRecord>>(getModelToken(MealRecord.name));
}

export function apiFor(service: ServiceUnderTest, userId: string): DiaryApi {
  const app: NestFastifyApplication = service.app;
  const authorization = `Bearer ${signTestToken(service.privateKey, { id: userId })}`;
  return {
    async call(method, url, payload, headers = {}) {
      const response = await app.inject({
        method,
        url,
        headers: { ...headers, authorization },
        payload: payload as object | undefined,
      });
      return {
        statusCode: response.statusCode,
        headers: response.headers,
        body: response.body ? response.json() : undefined,
      };
    },
  };
}

/** The call's body after asserting its status. */
export async function expectStatus(
  answer: Promise<ApiAnswer>,
  statusCode: number,
): Promise<ApiAnswer['body']> {
  const { statusCode: actual, body } = await answer;
  if (actual !== statusCode)
    throw new Error(`expected ${statusCode}, got ${actual}: ${JSON.stringify(body)}`);
  return body;
}

export const UNKNOWN_ID = '0123456789abcdef01234567';
export const OBJECT_ID = expect.stringMatching(/^[0-9a-f]{24}$/);
