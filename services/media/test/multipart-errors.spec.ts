import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { Logger } from '@nestjs/common';
import { photoJpeg } from './support/images';
import { type MediaUnderTest, startMedia, waitFor } from './support/media-under-test';
import { multipartBody } from './support/multipart';

describe('media uploads: malformed and abandoned requests', () => {
  let media: MediaUnderTest;
  let photo: Buffer;

  beforeAll(async () => {
    media = await startMedia();
    photo = await photoJpeg(640, 480);
  });

  afterAll(() => media.stop());

  afterEach(() => jest.restoreAllMocks());

  const post = (payload: Buffer, contentType: string) =>
    media.app.inject({
      method: 'POST',
      url: '/api/uploads/proxy',
      payload,
      headers: {
        'content-type': contentType,
        authorization: `Bearer ${media.tokenFor('user-ada')}`,
      },
    });

  it.each([
    [
      'without a boundary',
      async () => ({ payload: (await multipartBody(photo)).payload, type: 'multipart/form-data' }),
    ],
    [
      'cut off inside the file part',
      async () => {
        const body = await multipartBody(photo);
        return {
          payload: body.payload.subarray(0, body.payload.length / 2),
          type: body.headers['content-type'],
        };
      },
    ],
    [
      'whose boundary never appears',
      async () => ({
        payload: Buffer.from('just some bytes\r\n'),
        type: 'multipart/form-data; boundary=nowhere',
      }),
    ],
    [
      'with a part lacking its headers',
      async () => ({
        payload: Buffer.from('--b\r\n\r\nxyz\r\n--b--\r\n'),
        type: 'multipart/form-data; boundary=b',
      }),
    ],
  ])('answers a multipart body %s with 400 {message}, storing nothing', async (_label, make) => {
    const logged = jest.spyOn(Logger.prototype, 'error');
    const keysBefore = await media.storedKeys();
    const recordsBefore = (await media.uploadRecords()).length;
    const { payload, type } = await make();

    const response = await post(payload, type);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(logged).not.toHaveBeenCalled();
    expect(await media.storedKeys()).toEqual(keysBefore);
    expect(await media.uploadRecords()).toHaveLength(recordsBefore);
  });

  describe('on the wire', () => {
    let port: number;

    beforeAll(async () => {
      await media.app.listen(0, '127.0.0.1');
      port = (media.app.getHttpServer().address() as { port: number }).port;
    });

    it('leaves nothing in storage or the database when the client disconnects mid-upload', async () => {
      const logged = jest.spyOn(Logger.prototype, 'error');
      const keysBefore = await media.storedKeys();
      const recordsBefore = (await media.uploadRecords()).length;
      const body = await multipartBody(await photoJpeg(2000, 1500, { quality: 95 }));
      const received = new Promise<void>((resolve) =>
        media.app.getHttpServer().once('request', () => resolve()),
      );

      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write(
        [
          'POST /api/uploads/proxy HTTP/1.1',
          'Host: media',
          `Authorization: Bearer ${media.tokenFor('user-ada')}`,
          `Content-Type: ${body.headers['content-type']}`,
          `Content-Length: ${body.payload.length}`,
          '',
          '',
        ].join('\r\n'),
      );
      socket.write(body.payload.subarray(0, Math.floor(body.payload.length / 2)));
      await received;
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();

      // The service keeps serving, and what was half-sent left no trace.
      await waitFor(async () => (await media.upload(photo)).statusCode === 201);
      expect((await media.storedKeys()).filter((key) => !keysBefore.includes(key))).toHaveLength(1);
      expect(await media.uploadRecords()).toHaveLength(recordsBefore + 1);
      expect(logged).not.toHaveBeenCalled();
    });

    it('takes an upload sent with Expect: 100-continue, as curl sends any over 1 MB', async () => {
      const body = await multipartBody(await photoJpeg(3200, 2400, { quality: 98 }));
      expect(body.payload.length).toBeGreaterThan(1024 * 1024);

      const answer = await new Promise<{ status: number; continued: boolean; body: string }>(
        (resolve, reject) => {
          let continued = false;
          const request = httpRequest(
            `http://127.0.0.1:${port}/api/uploads/proxy`,
            {
              method: 'POST',
              agent: false,
              headers: {
                ...body.headers,
                'content-length': String(body.payload.length),
                expect: '100-continue',
                authorization: `Bearer ${media.tokenFor('user-ada')}`,
              },
            },
            (response) => {
              let text = '';
              response.on('data', (chunk: Buffer) => (text += chunk.toString()));
              response.on('end', () =>
                resolve({ status: response.statusCode!, continued, body: text }),
              );
            },
          );
          request.on('error', reject);
          request.on('continue', () => {
            continued = true;
            request.end(body.payload);
          });
        },
      );

      expect(answer).toMatchObject({ status: 201, continued: true });
      expect(JSON.parse(answer.body)).toEqual({
        fileUrl: expect.stringMatching(/^\/api\/uploads\/images\//),
      });
    });
  });
});
