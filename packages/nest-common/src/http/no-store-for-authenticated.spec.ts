import { Controller, Get, Header, Module, NotFoundException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestApp } from '../testing';

@Controller('probe')
class ProbeController {
  @Get('plain')
  plain(): object {
    return { meals: [] };
  }

  @Get('public')
  @Header('Cache-Control', 'public, max-age=600')
  cacheable(): object {
    return { categories: [] };
  }

  @Get('missing')
  missing(): never {
    throw new NotFoundException('Meal not found');
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('Cache-Control of authenticated answers', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp(ProbeModule);
  });

  afterAll(async () => {
    await app.close();
  });

  const withToken = { authorization: 'Bearer some.jwt.token' };

  it.each(['/probe/plain', '/probe/public', '/probe/missing'])(
    'answers %s with no-store when the request carries credentials',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: withToken });
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('leaves an anonymous answer as the route made it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/probe/plain' });
    expect(plain.headers['cache-control']).toBeUndefined();
    const cacheable = await app.inject({ method: 'GET', url: '/probe/public' });
    expect(cacheable.headers['cache-control']).toBe('public, max-age=600');
  });
});
