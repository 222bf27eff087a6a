import { AccountErasurePublisher } from '@dd/nest-common';
import { photoJpeg } from './support/images';
import { type MediaUnderTest, startMedia, waitFor } from './support/media-under-test';

describe('account erasure in media', () => {
  let media: MediaUnderTest;
  let publisher: AccountErasurePublisher;

  beforeAll(async () => {
    media = await startMedia();
    publisher = new AccountErasurePublisher({
      url: String(media.env.REDIS_URL),
      keyPrefix: String(media.env.REDIS_PREFIX),
    });
  });

  afterAll(async () => {
    await publisher?.close();
    await media?.stop();
  });

  const fileOf = (fileUrl: string) => fileUrl.split('/').pop() as string;
  // Originals are stored as `<file>`, variants as `variants/<name>-w<width>.webp`.
  const keysOf = (keys: string[], file: string) =>
    keys.filter((key) => key.includes(file.slice(0, file.lastIndexOf('.'))));

  it("erases the user's originals, variants and records, and nobody else's", async () => {
    const keyed = { userId: 'user-gone', headers: { 'idempotency-key': 'gone-photo-1' } };
    const keyedPhoto = await photoJpeg(800, 600);
    const gone = [
      fileOf((await media.upload(keyedPhoto, keyed)).json().fileUrl),
      fileOf(
        (await media.upload(await photoJpeg(640, 480), { userId: 'user-gone' })).json().fileUrl,
      ),
    ];
    const kept = fileOf(
      (await media.upload(await photoJpeg(800, 600), { userId: 'user-kept' })).json().fileUrl,
    );
    // Variants ready first, so they are on disk to be erased too.
    await waitFor(async () => {
      const records = await media.uploadRecords();
      return records.length === 3 && records.every((record) => record.variantsStatus === 'ready');
    });
    expect(keysOf(await media.storedKeys(), gone[0]).length).toBeGreaterThan(1);

    await publisher.publish('user-gone');

    await waitFor(async () => (await media.uploadRecords()).length === 1);
    expect((await media.uploadRecords()).map((record) => record.file)).toEqual([kept]);
    const keys = await media.storedKeys();
    expect(gone.flatMap((file) => keysOf(keys, file))).toEqual([]);
    expect(keysOf(keys, kept).length).toBeGreaterThan(1);
    for (const file of gone) {
      const answer = await media.app.inject({ method: 'GET', url: `/api/uploads/images/${file}` });
      expect(answer.statusCode).toBe(404);
    }
    // Its Idempotency-Keys go last: then a replay stores the photo anew.
    const rerun = await waitFor(async () => {
      const answer = await media.upload(keyedPhoto, keyed);
      return answer.headers['idempotent-replayed'] === undefined && answer;
    });
    expect(rerun.statusCode).toBe(201);
    expect(fileOf(rerun.json().fileUrl)).not.toBe(gone[0]);
  });
});
