import { mediaWorkersFromEnv, replicaCountsFromEnv } from './replicas';

const SERVICES = ['auth', 'diary', 'media', 'yelp', 'web'];

describe('replica counts', () => {
  it('runs every service once by default', () => {
    expect(replicaCountsFromEnv({}, SERVICES)).toEqual({
      auth: 1,
      diary: 1,
      media: 1,
      yelp: 1,
      web: 1,
    });
  });

  it('reads REPLICAS, with <NAME>_REPLICAS winning', () => {
    expect(
      replicaCountsFromEnv(
        { REPLICAS: 'diary=2, media=3, web=2', MEDIA_REPLICAS: '2', YELP_REPLICAS: '4' },
        SERVICES,
      ),
    ).toEqual({ auth: 1, diary: 2, media: 2, yelp: 4, web: 2 });
  });

  it.each([
    [{ REPLICAS: 'dairy=2' }, /unknown service 'dairy'/],
    [{ REPLICAS: 'diary=0' }, /REPLICAS \(diary\) must be a whole number from 1 to 8/],
    [{ DIARY_REPLICAS: 'two' }, /DIARY_REPLICAS must be/],
    [{ MEDIA_REPLICAS: '9' }, /MEDIA_REPLICAS must be/],
  ])('refuses %j', (env, message) => {
    expect(() => replicaCountsFromEnv(env, SERVICES)).toThrow(message);
  });

  it('reads MEDIA_WORKERS, 0 (in-process) by default', () => {
    expect(mediaWorkersFromEnv({})).toBe(0);
    expect(mediaWorkersFromEnv({ MEDIA_WORKERS: '2' })).toBe(2);
    expect(() => mediaWorkersFromEnv({ MEDIA_WORKERS: '-1' })).toThrow(/MEDIA_WORKERS/);
  });
});
