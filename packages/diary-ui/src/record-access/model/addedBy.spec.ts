import type { Diary, DiaryMember } from '@dd/contracts';
import { addedByText, mayWrite } from './addedBy';

const sam: DiaryMember = { userId: 'u2', firstName: 'Sam', role: 'editor', joinedAt: '2026-01-01' };
const diary = (role: Diary['role']): Diary => ({ _id: 'd1', name: 'Home', personal: false, role });

it.each([
  ['u1', 'Added by you'],
  ['u2', 'Added by Sam'],
  ['u9', 'Added by a former member'],
])('names the adder %s of a shared record: %j', (userId, text) => {
  expect(addedByText({ diaryId: 'd1', userId }, 'u1', [sam])).toBe(text);
});

it.each([
  ['owner', true],
  ['editor', true],
  ['viewer', false],
] as const)('lets an %s of its diary write a record: %s', (role, writes) => {
  expect(mayWrite({ diaryId: 'd1' }, 'u1', [diary(role)])).toBe(writes);
});

it('lets the user write their personal diary, and nothing in a diary they are not in or not yet known', () => {
  expect(mayWrite({ diaryId: 'u1' }, 'u1', undefined)).toBe(true);
  expect(mayWrite({ diaryId: 'd2' }, 'u1', [diary('owner')])).toBe(false);
  expect(mayWrite({ diaryId: 'd1' }, 'u1', undefined)).toBe(false);
});
