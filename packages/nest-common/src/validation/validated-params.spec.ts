import { Controller, Get, INestApplication, Post } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { z } from 'zod';
import { IdParam, ValidBody, ValidQuery } from './validated-params';

const bodySchema = z.object({ content: z.string().trim().min(1, 'Required') });
const querySchema = z.object({ limit: z.coerce.number().int().positive() });

@Controller('things')
class ThingsController {
  @Get(':thingId')
  get(@IdParam('thingId') id: string): { id: string } {
    return { id };
  }

  @Post()
  create(@ValidBody(bodySchema) body: unknown): unknown {
    return body;
  }

  @Get()
  list(@ValidQuery(querySchema) query: unknown): unknown {
    return query;
  }
}

describe('IdParam / ValidBody / ValidQuery', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ controllers: [ThingsController] }).compile();
    app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter());
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(() => (app as INestApplication).close());

  it('gives the id as a lower-case string', async () => {
    const answer = await app.inject({ method: 'GET', url: '/things/ABCDEF0123456789ABCDEF01' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id: 'abcdef0123456789abcdef01' });
  });

  it('rejects an id that is not 24 hex digits, naming the parameter', async () => {
    const answer = await app.inject({ method: 'GET', url: '/things/not-an-id' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'thingId: Invalid id' });
  });

  it('parses the body and rejects an invalid one', async () => {
    const ok = await app.inject({ method: 'POST', url: '/things', payload: { content: ' hi ' } });
    expect(ok.json()).toEqual({ content: 'hi' });
    const bad = await app.inject({ method: 'POST', url: '/things', payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'content: Required' });
  });

  it('parses the query string and rejects an invalid one', async () => {
    expect((await app.inject({ method: 'GET', url: '/things?limit=3' })).json()).toEqual({
      limit: 3,
    });
    const bad = await app.inject({ method: 'GET', url: '/things?limit=x' });
    expect(bad.statusCode).toBe(400);
  });
});
