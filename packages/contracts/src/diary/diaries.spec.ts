import {
  diaryIdSchema,
  diaryInviteInputSchema,
  diaryMemberRoleInputSchema,
  diaryNameInputSchema,
} from './diaries';

describe('diaryNameInputSchema', () => {
  it('trims the name and takes 1 to 60 characters', () => {
    expect(diaryNameInputSchema.parse({ name: '  Home  ' })).toEqual({ name: 'Home' });
    expect(diaryNameInputSchema.parse({ name: 'x'.repeat(60) }).name).toHaveLength(60);
    for (const name of ['', '   ', 'x'.repeat(61), 'two\nlines', 42])
      expect(diaryNameInputSchema.safeParse({ name }).success).toBe(false);
  });
});

describe('diaryInviteInputSchema', () => {
  it('lower-cases the address and invites editors and viewers only', () => {
    expect(diaryInviteInputSchema.parse({ email: ' Ada@Example.COM ', role: 'editor' })).toEqual({
      email: 'ada@example.com',
      role: 'editor',
    });
    expect(diaryInviteInputSchema.safeParse({ email: 'a@b.test', role: 'owner' }).success).toBe(
      false,
    );
    expect(diaryInviteInputSchema.safeParse({ email: 'nope', role: 'viewer' }).success).toBe(false);
  });
});

describe('diaryMemberRoleInputSchema', () => {
  it('takes the three roles', () => {
    for (const role of ['owner', 'editor', 'viewer'])
      expect(diaryMemberRoleInputSchema.parse({ role })).toEqual({ role });
    expect(diaryMemberRoleInputSchema.safeParse({ role: 'admin' }).success).toBe(false);
  });
});

describe('diaryIdSchema', () => {
  it('takes a shared diary ObjectId or a user id, nothing with other characters', () => {
    expect(diaryIdSchema.parse('65a1b2c3d4e5f60718293a4b')).toBe('65a1b2c3d4e5f60718293a4b');
    expect(diaryIdSchema.parse('user-ada')).toBe('user-ada');
    for (const id of ['', 'a b', 'x'.repeat(65), '../x', '$ne'])
      expect(diaryIdSchema.safeParse(id).success).toBe(false);
  });
});
