import { createPostSchema, postSchema, POST_CONTENT_MAX_LENGTH } from './posts';

describe('createPostSchema', () => {
  it('trims the content', () => {
    expect(createPostSchema.parse({ content: '  hello  ' })).toEqual({ content: 'hello' });
  });

  it.each([{}, { content: '' }, { content: '   \n\t' }])(
    'rejects missing or blank content %j',
    (body) => {
      expect(createPostSchema.safeParse(body).success).toBe(false);
    },
  );

  it('rejects an operator object in place of a string', () => {
    expect(createPostSchema.safeParse({ content: { $ne: null } }).success).toBe(false);
  });

  it('rejects content over the maximum length', () => {
    expect(
      createPostSchema.safeParse({ content: 'x'.repeat(POST_CONTENT_MAX_LENGTH + 1) }).success,
    ).toBe(false);
    expect(
      createPostSchema.safeParse({ content: 'x'.repeat(POST_CONTENT_MAX_LENGTH) }).success,
    ).toBe(true);
  });

  it('keeps line breaks and refuses other control characters', () => {
    expect(createPostSchema.parse({ content: 'one\ntwo' })).toEqual({ content: 'one\ntwo' });
    expect(createPostSchema.safeParse({ content: 'nul\u0000' }).success).toBe(false);
  });

  it('drops unknown keys', () => {
    expect(createPostSchema.parse({ content: 'a', userId: 'someone-else' })).toEqual({
      content: 'a',
    });
  });
});

describe('postSchema', () => {
  it('accepts an API post', () => {
    const post = { _id: '65f0c0ffee', content: 'hi', createdAt: new Date().toISOString() };
    expect(postSchema.parse(post)).toEqual(post);
  });
});
