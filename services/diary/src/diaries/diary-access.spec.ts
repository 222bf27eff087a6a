import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { DiaryRole } from '@dd/contracts';
import { DiaryAccess, type DiaryNeed } from './diary-access';
import type { DiaryMembersRepository } from './diary-members.repository';

const SHARED = '65a1b2c3d4e5f60718293a4b';

/** DiaryAccess over members held in memory: `role` of each user in SHARED. */
function accessWith(roles: Record<string, DiaryRole>) {
  const lookups: string[] = [];
  const members = {
    find: async (diaryId: string, userId: string) => {
      lookups.push(`${diaryId}/${userId}`);
      const role = diaryId === SHARED ? roles[userId] : undefined;
      return role ? { diaryId, userId, role } : null;
    },
  } as unknown as DiaryMembersRepository;
  return { access: new DiaryAccess(members), lookups };
}

const NEEDS: DiaryNeed[] = ['read', 'write', 'manage'];

describe('DiaryAccess', () => {
  const { access, lookups } = accessWith({ olga: 'owner', ed: 'editor', vi: 'viewer' });

  it.each([
    ['vi', ['read']],
    ['ed', ['read', 'write']],
    ['olga', ['read', 'write', 'manage']],
  ])('lets %s (by role) do %j and refuses the rest with 403', async (user, allowed) => {
    for (const need of NEEDS) {
      const answer = access.require(user, SHARED, need);
      if ((allowed as string[]).includes(need))
        await expect(answer).resolves.toEqual({
          diaryId: SHARED,
          role: { vi: 'viewer', ed: 'editor', olga: 'owner' }[user],
          personal: false,
        });
      else await expect(answer).rejects.toBeInstanceOf(ForbiddenException);
    }
  });

  it('answers 404 to a non-member for every need, as for a diary that does not exist', async () => {
    for (const need of NEEDS) {
      await expect(access.require('otto', SHARED, need)).rejects.toBeInstanceOf(NotFoundException);
      await expect(access.require('olga', 'ffffffffffffffffffffffff', need)).rejects.toThrow(
        'Diary not found',
      );
    }
  });

  it('gives the personal diary to its user alone, as owner', async () => {
    await expect(access.require('otto', 'otto', 'manage')).resolves.toEqual({
      diaryId: 'otto',
      role: 'owner',
      personal: true,
    });
    await expect(access.require('olga', 'otto', 'read')).rejects.toBeInstanceOf(NotFoundException);
  });

  it('reads the membership afresh at every check', async () => {
    lookups.length = 0;
    await access.require('vi', SHARED, 'read');
    await access.require('vi', SHARED, 'read');
    expect(lookups).toEqual([`${SHARED}/vi`, `${SHARED}/vi`]);
  });
});
