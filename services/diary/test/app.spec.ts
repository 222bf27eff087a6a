import { healthWhenReady, ServiceUnderTest, startServiceForTest } from '@dd/nest-common/testing';
import { AppModule } from '../src/app.module';
import { loadDiaryConfig } from '../src/config';

describe('diary service', () => {
  let service: ServiceUnderTest;

  beforeAll(async () => {
    service = await startServiceForTest('diary', (env) => AppModule.forRoot(loadDiaryConfig(env)));
  });

  afterAll(() => service.stop());

  it('GET /healthz answers 200 with the mongo and redis checks up', async () => {
    expect(await healthWhenReady(service.app)).toEqual({
      statusCode: 200,
      body: { status: 'ok', checks: { mongo: 'up', redis: 'up' } },
    });
  });

  it('answers an unknown route with 404 JSON', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Cannot GET /api/nothing-here' });
  });
});
