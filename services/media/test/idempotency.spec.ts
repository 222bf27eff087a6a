import { randomUUID } from 'node:crypto';
import { photoJpeg, pngOf } from './support/images';
import { type MediaUnderTest, startMedia } from './support/media-under-test';

const REPLAYED = 'idempotent-replayed';

describe('Idempotency-Key on POST /api/uploads/proxy (real Mongo, Redis and storage)', () => {
  let media: MediaUnderTest;
  let photo: Buffer;

  beforeAll(async () => {
    media = await startMedia();
    photo = await photoJpeg(400, 300);
  });

  afterAll(() => media.stop());

  const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });
  const recordsOf = async (userId: string) =>
    (await media.uploadRecords()).filter((record) => record.ownerId === userId);

  it('stores one image for a replayed upload (a new multipart boundary each time)', async () => {
    const key = `outbox-${randomUUID()}`;
    const first = await media.upload(photo, { userId: 'user-ada', ...withKey(key) });
    const replay = await media.upload(photo, { userId: 'user-ada', ...withKey(key) });

    expect(first.statusCode).toBe(201);
    expect(first.headers[REPLAYED]).toBeUndefined();
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers[REPLAYED]).toBe('true');
    expect(await recordsOf('user-ada')).toHaveLength(1);
  });

  it('stores one image for 5 uploads sent together with one key', async () => {
    const key = `outbox-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => media.upload(photo, { userId: 'user-cy', ...withKey(key) })),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(answers.map((answer) => answer.json().fileUrl)).size).toBe(1);
    expect(await recordsOf('user-cy')).toHaveLength(1);
  });

  it('refuses with 422 a key reused for another file', async () => {
    const key = `outbox-${randomUUID()}`;
    const first = await media.upload(photo, { userId: 'user-bob', ...withKey(key) });
    const other = await media.upload(await pngOf(40, 40), {
      userId: 'user-bob',
      type: 'image/png',
      filename: 'other.png',
      ...withKey(key),
    });

    expect(first.statusCode).toBe(201);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'Idempotency-Key was already used for a different request',
    });
    expect(await recordsOf('user-bob')).toHaveLength(1);
  });

  it('refuses a malformed key with 400 before storing anything', async () => {
    const refused = await media.upload(photo, { userId: 'user-dee', ...withKey('no!') });

    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^Idempotency-Key: /);
    expect(await recordsOf('user-dee')).toHaveLength(0);
  });
});
