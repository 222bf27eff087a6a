import { Logger } from '@nestjs/common';
import type { ServiceUnderTest } from '@dd/nest-common/testing';
import { apiFor, DiaryApi, expectStatus, startDiary } from './support/diary-api';

describe('concurrent tag renames (real database)', () => {
  let service: ServiceUnderTest;
  let api: DiaryApi;

  beforeAll(async () => {
    service = await startDiary();
    api = apiFor(service, 'user-racer');
  });

  afterAll(() => service.stop());

  afterEach(() => jest.restoreAllMocks());

  it('answers 409 to whichever of two parallel renames to one name loses, and keeps one tag of that name', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error');
    for (let round = 0; round < 5; round++) {
      const first = await expectStatus(
        api.call('POST', '/api/tags', { name: `first ${round}` }),
        201,
      );
      const second = await expectStatus(
        api.call('POST', '/api/tags', { name: `second ${round}` }),
        201,
      );

      const answers = await Promise.all([
        api.call('PUT', `/api/tags/${first._id}`, { name: `Same ${round}` }),
        api.call('PUT', `/api/tags/${second._id}`, { name: `same ${round}` }),
      ]);

      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.body).toEqual({
        message: 'A tag with this name already exists',
      });
      const tags: Array<{ name: string }> = await expectStatus(api.call('GET', '/api/tags'), 200);
      expect(tags.filter((tag) => tag.name.toLowerCase() === `same ${round}`)).toHaveLength(1);
    }
    expect(logged).not.toHaveBeenCalled();
  });
});
