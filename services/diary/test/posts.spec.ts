import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Post } from '@dd/contracts';
import { generateTestKeyPair, ServiceUnderTest, signTestToken } from '@dd/nest-common/testing';
import { startDiary } from './support/diary-api';

describe('/api/posts', () => {
  let service: ServiceUnderTest;
  let app: NestFastifyApplication;
  let ada: string;
  let bob: string;

  beforeAll(async () => {
    service = await startDiary();
    app = service.app;
    ada = `Bearer ${signTestToken(service.privateKey, { id: 'user-ada' })}`;
    bob = `Bearer ${signTestToken(service.privateKey, { id: 'user-bob' })}`;
  });

  afterAll(() => service.stop());

  function createPost(authorization: string, payload: unknown) {
    return app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { authorization },
      payload: payload as object,
    });
  }

  async function listPosts(authorization: string): Promise<Post[]> {
    const response = await app.inject({
      method: 'GET',
      url: '/api/posts',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  describe('without a valid token', () => {
    it.each(['GET', 'POST'] as const)('%s answers 401 {message}', async (method) => {
      const response = await app.inject({
        method,
        url: '/api/posts',
        payload: method === 'POST' ? { content: 'hi' } : undefined,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    });

    it('rejects a token signed with another key', async () => {
      const stranger = signTestToken(generateTestKeyPair().privateKey, { id: 'user-ada' });
      const response = await app.inject({
        method: 'GET',
        url: '/api/posts',
        headers: { authorization: `Bearer ${stranger}` },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('invalid content', () => {
    it.each([
      ['missing', {}, 'content: Required'],
      ['empty', { content: '' }, 'content: Required'],
      ['blank', { content: '  \n ' }, 'content: Required'],
      ['an operator object', { content: { $ne: null } }, 'content: Expected string'],
      ['too long', { content: 'x'.repeat(5001) }, 'content: Must be at most 5000 characters'],
    ])('answers 400 {message} when content is %s', async (_case, payload, message) => {
      const response = await createPost(ada, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('answers 400 {message} for malformed JSON', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: { authorization: ada, 'content-type': 'application/json' },
        payload: '{"content":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    });

    it('stores nothing for a rejected post', async () => {
      await createPost(ada, { content: { $ne: null } });
      expect(await listPosts(ada)).toEqual([]);
    });
  });

  describe('creating and listing', () => {
    let first: Post;

    it('creates a post with trimmed content and answers 201 with it', async () => {
      const before = Date.now();
      const response = await createPost(ada, { content: '  First post  ', userId: 'user-bob' });
      expect(response.statusCode).toBe(201);
      first = response.json();
      expect(first).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        content: 'First post',
        createdAt: expect.any(String),
      });
      expect(Date.parse(first.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    });

    it("lists the user's posts, newest first", async () => {
      const second: Post = (await createPost(ada, { content: 'Second post' })).json();
      const third: Post = (await createPost(ada, { content: 'Third post' })).json();
      const posts = await listPosts(ada);
      expect(posts.map((post) => post._id)).toEqual([third._id, second._id, first._id]);
      expect(posts[2]).toEqual(first);
    });

    it("never shows one user's posts to another", async () => {
      expect(await listPosts(bob)).toEqual([]);
      const bobs: Post = (await createPost(bob, { content: "Bob's post" })).json();
      expect(await listPosts(bob)).toEqual([bobs]);
      expect((await listPosts(ada)).map((post) => post.content)).not.toContain("Bob's post");
    });
  });
});
