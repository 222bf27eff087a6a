import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { Diary } from '@dd/contracts';
import { DiariesRepository } from '../src/diaries/diaries.repository';
import { DiaryInvitesRepository } from '../src/diaries/diary-invites.repository';
import { DiaryMembersRepository } from '../src/diaries/diary-members.repository';
import { inviteTokenHash, newInviteToken } from '../src/diaries/invite-token';
import { call, eventually, expectOk, type RestartableDiary } from './support/account-data-stack';
import {
  DIARY_NOT_FOUND as NOT_FOUND,
  FORBIDDEN,
  type Household,
  INVITE_LINK,
  type Method,
  startHousehold,
} from './support/household';

/** A shared diary's id that nobody has. */
const UNKNOWN_DIARY = '0123456789abcdef01234567';

describe('shared diaries: membership, roles and invitations (issue 46)', () => {
  let household: Household;
  let diary: RestartableDiary;
  /** The shared diary "Home": olga owns it, ed edits, vi views, otto is no member. */
  let home: string;

  const as = (user: string, method: Method, url: string, body?: unknown) =>
    household.as(user, method, url, body);
  const sign = (user: string, fullName: string, email?: string) =>
    household.sign(user, fullName, email);
  const createDiary = (owner: string, name: string) => household.createDiary(owner, name);
  const join = (owner: string, diaryId: string, user: string, role: 'editor' | 'viewer') =>
    household.join(owner, diaryId, user, role);

  /** The token of the newest invitation mailed to `email`, its link in both parts of the mail. */
  async function invitationTo(email: string): Promise<string> {
    const { token, mail } = await household.invitationTo(email);
    const match = INVITE_LINK.exec(mail.text);
    expect(match).not.toBeNull();
    expect(mail.html).toContain(match![0]);
    return token;
  }

  async function invite(
    owner: string,
    diaryId: string,
    email: string,
    role: 'editor' | 'viewer',
  ): Promise<{ id: string; token: string }> {
    const created = await expectOk(
      as(owner, 'POST', `/api/diaries/${diaryId}/invites`, { email, role }),
      201,
    );
    return { id: created._id, token: await invitationTo(email) };
  }

  async function rolesIn(diaryId: string, viewer: string): Promise<Record<string, string>> {
    const members = await expectOk(as(viewer, 'GET', `/api/diaries/${diaryId}/members`), 200);
    return Object.fromEntries(
      members.map((member: { userId: string; role: string }) => [member.userId, member.role]),
    );
  }

  beforeAll(async () => {
    household = await startHousehold();
    diary = household.diary;
    home = household.home;
  });

  afterAll(async () => {
    await household?.close();
  });

  describe('the list of diaries', () => {
    it('answers the personal diary first, its id the user id, then shared ones by name', async () => {
      const attic = await createDiary('olga', '  attic  ');
      expect(await expectOk(as('olga', 'GET', '/api/diaries'), 200)).toEqual([
        { _id: 'user-olga', name: 'My diary', personal: true, role: 'owner' },
        { _id: attic, name: 'attic', personal: false, role: 'owner' },
        { _id: home, name: 'Home', personal: false, role: 'owner' },
      ]);
      expect(await expectOk(as('ed', 'GET', '/api/diaries'), 200)).toEqual([
        { _id: 'user-ed', name: 'My diary', personal: true, role: 'owner' },
        { _id: home, name: 'Home', personal: false, role: 'editor' },
      ]);
      expect(((await expectOk(as('vi', 'GET', '/api/diaries'), 200)) as Diary[])[1]).toEqual({
        _id: home,
        name: 'Home',
        personal: false,
        role: 'viewer',
      });
      expect(await expectOk(as('otto', 'GET', '/api/diaries'), 200)).toEqual([
        { _id: 'user-otto', name: 'My diary', personal: true, role: 'owner' },
      ]);
      await expectOk(as('olga', 'DELETE', `/api/diaries/${attic}`), 200);
    });

    it('needs a sign-in', async () => {
      expect((await call(diary, undefined, 'GET', '/api/diaries')).statusCode).toBe(401);
    });

    it('answers 400 naming the field for a blank, too long or missing name', async () => {
      for (const body of [{ name: '   ' }, { name: 'x'.repeat(61) }, {}, { name: 42 }]) {
        const answer = await as('olga', 'POST', '/api/diaries', body);
        expect(answer.statusCode).toBe(400);
        expect(answer.body.message).toMatch(/^name: /);
      }
      const bad = await as('olga', 'PUT', `/api/diaries/${home}`, { name: '' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body.message).toMatch(/^name: /);
      const badId = await as('olga', 'PUT', '/api/diaries/not%20an%20id', { name: 'x' });
      expect(badId.statusCode).toBe(400);
      expect(badId.body.message).toMatch(/^id: /);
    });
  });

  describe('who may do what', () => {
    /** A route of the diary `id`, as each of the four users calls it. */
    async function statusesOf(method: Method, path: (id: string) => string, body?: unknown) {
      const statuses: Record<string, number> = {};
      for (const user of ['ed', 'vi', 'otto']) {
        const answer = await as(user, method, path(home), body);
        statuses[user] = answer.statusCode;
        if (answer.statusCode === 404) expect(answer.body).toEqual(NOT_FOUND);
        if (answer.statusCode === 403) expect(answer.body).toEqual(FORBIDDEN);
      }
      // An outsider's answer is the one of a diary that does not exist.
      const unknown = await as('otto', method, path(UNKNOWN_DIARY), body);
      expect({ status: unknown.statusCode, body: unknown.body }).toEqual({
        status: 404,
        body: NOT_FOUND,
      });
      return statuses;
    }

    it('lets every member, and nobody else, see the members', async () => {
      expect(await statusesOf('GET', (id) => `/api/diaries/${id}/members`)).toEqual({
        ed: 200,
        vi: 200,
        otto: 404,
      });
      expect(await expectOk(as('vi', 'GET', `/api/diaries/${home}/members`), 200)).toEqual([
        { userId: 'user-olga', firstName: 'Olga', role: 'owner', joinedAt: expect.any(String) },
        { userId: 'user-ed', firstName: 'Ed', role: 'editor', joinedAt: expect.any(String) },
        { userId: 'user-vi', firstName: 'Vi', role: 'viewer', joinedAt: expect.any(String) },
      ]);
    });

    it('lets owners alone rename the diary', async () => {
      expect(await statusesOf('PUT', (id) => `/api/diaries/${id}`, { name: 'Taken over' })).toEqual(
        { ed: 403, vi: 403, otto: 404 },
      );
      expect(
        await expectOk(
          as('olga', 'PUT', `/api/diaries/${home}`, { name: ' Home sweet home ' }),
          200,
        ),
      ).toEqual({ _id: home, name: 'Home sweet home', personal: false, role: 'owner' });
      await expectOk(as('olga', 'PUT', `/api/diaries/${home}`, { name: 'Home' }), 200);
    });

    it('lets owners alone change roles and remove members', async () => {
      expect(
        await statusesOf('PUT', (id) => `/api/diaries/${id}/members/user-vi`, { role: 'owner' }),
      ).toEqual({ ed: 403, vi: 403, otto: 404 });
      expect(await statusesOf('DELETE', (id) => `/api/diaries/${id}/members/user-vi`)).toEqual({
        ed: 403,
        vi: 403,
        otto: 404,
      });
      expect(await rolesIn(home, 'olga')).toEqual({
        'user-olga': 'owner',
        'user-ed': 'editor',
        'user-vi': 'viewer',
      });
    });

    it('lets owners alone invite, list and revoke invitations', async () => {
      const body = { email: 'someone@example.test', role: 'editor' };
      expect(await statusesOf('POST', (id) => `/api/diaries/${id}/invites`, body)).toEqual({
        ed: 403,
        vi: 403,
        otto: 404,
      });
      expect(household.outbox.list('someone@example.test')).toEqual([]);
      expect(await statusesOf('GET', (id) => `/api/diaries/${id}/invites`)).toEqual({
        ed: 403,
        vi: 403,
        otto: 404,
      });
      const pending = await invite('olga', home, 'pending@example.test', 'viewer');
      expect(
        await statusesOf('DELETE', (id) => `/api/diaries/${id}/invites/${pending.id}`),
      ).toEqual({ ed: 403, vi: 403, otto: 404 });
      expect(
        (await expectOk(as('olga', 'GET', `/api/diaries/${home}/invites`), 200)).map(
          (invitation: { _id: string }) => invitation._id,
        ),
      ).toEqual([pending.id]);
      await expectOk(as('olga', 'DELETE', `/api/diaries/${home}/invites/${pending.id}`), 200);
    });

    it('lets owners alone delete the diary', async () => {
      expect(await statusesOf('DELETE', (id) => `/api/diaries/${id}`)).toEqual({
        ed: 403,
        vi: 403,
        otto: 404,
      });
      expect(await rolesIn(home, 'vi')).toHaveProperty('user-olga', 'owner');
    });

    it('deletes the diary with its records, and nothing of another diary', async () => {
      const attic = await createDiary('olga', 'Attic');
      const okAs = (method: Method, url: string, body?: unknown, status = 201) =>
        household.ok('olga', method, url, body, status);
      const seed = async (diaryId: string) => {
        const place = await okAs('POST', '/api/restaurants', { name: 'Corner', diaryId });
        const dinner = await okAs('POST', '/api/meals', {
          name: 'Soup',
          date: '2026-11-01',
          restaurantId: place._id,
          diaryId,
        });
        const tag = await okAs('POST', '/api/tags', { name: 'Cosy', diaryId });
        await okAs('POST', '/api/meal-tags', { mealId: dinner._id, tagId: tag._id });
        await okAs('POST', '/api/restaurant-tags', { restaurantId: place._id, tagId: tag._id });
      };
      await seed(attic);
      await seed('user-olga');
      const count = async (diaryId: string) => {
        const counts: Record<string, number> = {};
        for (const name of ['restaurants', 'meals', 'tags', 'mealTags', 'restaurantTags'])
          counts[name] = await diary.app
            .get<Connection>(getConnectionToken())
            .collection(name)
            .countDocuments({ diaryId });
        return counts;
      };
      const one = { restaurants: 1, meals: 1, tags: 1, mealTags: 1, restaurantTags: 1 };
      expect(await count(attic)).toEqual(one);

      await expectOk(as('olga', 'DELETE', `/api/diaries/${attic}`), 200);

      expect(await count(attic)).toEqual({
        restaurants: 0,
        meals: 0,
        tags: 0,
        mealTags: 0,
        restaurantTags: 0,
      });
      expect(await count('user-olga')).toEqual(one);
    });

    it('lets no outsider leave a diary', async () => {
      const answer = await as('otto', 'POST', `/api/diaries/${home}/leave`);
      expect({ status: answer.statusCode, body: answer.body }).toEqual({
        status: 404,
        body: NOT_FOUND,
      });
    });

    it('checks membership at every request: a removed member is a stranger at once', async () => {
      const room = await createDiary('olga', 'Room');
      await join('olga', room, 'otto', 'editor');
      expect((await as('otto', 'GET', `/api/diaries/${room}/members`)).statusCode).toBe(200);
      expect(
        await expectOk(as('olga', 'DELETE', `/api/diaries/${room}/members/user-otto`), 200),
      ).toEqual({ message: 'Member removed' });
      const next = await as('otto', 'GET', `/api/diaries/${room}/members`);
      expect({ status: next.statusCode, body: next.body }).toEqual({
        status: 404,
        body: NOT_FOUND,
      });
      expect((await expectOk(as('otto', 'GET', '/api/diaries'), 200)).length).toBe(1);
      // A demoted owner loses the owner's rights at once too.
      await join('olga', room, 'ed', 'editor');
      await expectOk(
        as('olga', 'PUT', `/api/diaries/${room}/members/user-ed`, { role: 'owner' }),
        200,
      );
      await expectOk(as('ed', 'GET', `/api/diaries/${room}/invites`), 200);
      await expectOk(
        as('olga', 'PUT', `/api/diaries/${room}/members/user-ed`, { role: 'viewer' }),
        200,
      );
      expect((await as('ed', 'GET', `/api/diaries/${room}/invites`)).statusCode).toBe(403);
      await expectOk(as('olga', 'DELETE', `/api/diaries/${room}`), 200);
    });
  });

  describe('member management', () => {
    it('never demotes the last owner, and owners leave rather than remove themselves', async () => {
      const demote = await as('olga', 'PUT', `/api/diaries/${home}/members/user-olga`, {
        role: 'editor',
      });
      expect(demote.statusCode).toBe(400);
      expect(demote.body.message).toMatch(/needs an owner/);
      const removeSelf = await as('olga', 'DELETE', `/api/diaries/${home}/members/user-olga`);
      expect(removeSelf.statusCode).toBe(400);
      expect(removeSelf.body.message).toMatch(/leave the diary instead/);
      expect(await rolesIn(home, 'olga')).toHaveProperty('user-olga', 'owner');
    });

    it('keeps an owner when two owners demote each other at once', async () => {
      const pair = await createDiary('olga', 'Pair');
      await join('olga', pair, 'ed', 'editor');
      await expectOk(
        as('olga', 'PUT', `/api/diaries/${pair}/members/user-ed`, { role: 'owner' }),
        200,
      );
      const answers = await Promise.all([
        as('olga', 'PUT', `/api/diaries/${pair}/members/user-ed`, { role: 'viewer' }),
        as('ed', 'PUT', `/api/diaries/${pair}/members/user-olga`, { role: 'viewer' }),
      ]);
      // Whichever lands first wins; the other is refused (400, or 403 once demoted).
      for (const answer of answers) expect([200, 400, 403]).toContain(answer.statusCode);
      expect(Object.values(await rolesIn(pair, 'olga'))).toContain('owner');
      await expectOk(as('olga', 'POST', `/api/diaries/${pair}/leave`), 200);
      await expectOk(as('ed', 'POST', `/api/diaries/${pair}/leave`), 200);
    });

    it('answers 404 for a user who is no member, 400 for a role that is none', async () => {
      const unknown = await as('olga', 'PUT', `/api/diaries/${home}/members/user-otto`, {
        role: 'viewer',
      });
      expect({ status: unknown.statusCode, body: unknown.body }).toEqual({
        status: 404,
        body: { message: 'Member not found' },
      });
      expect(
        (await as('olga', 'DELETE', `/api/diaries/${home}/members/user-otto`)).statusCode,
      ).toBe(404);
      const badRole = await as('olga', 'PUT', `/api/diaries/${home}/members/user-vi`, {
        role: 'admin',
      });
      expect(badRole.statusCode).toBe(400);
      expect(badRole.body.message).toMatch(/^role: /);
    });
  });

  describe('the personal diary', () => {
    it('is its user\u2019s alone: anybody else gets 404', async () => {
      for (const [method, path] of [
        ['GET', '/api/diaries/user-olga/members'],
        ['PUT', '/api/diaries/user-olga'],
        ['DELETE', '/api/diaries/user-olga'],
        ['POST', '/api/diaries/user-olga/invites'],
        ['POST', '/api/diaries/user-olga/leave'],
      ] as const) {
        const answer = await as('ed', method, path, {
          name: 'Mine',
          email: 'a@b.test',
          role: 'viewer',
        });
        expect({ path, status: answer.statusCode, body: answer.body }).toEqual({
          path,
          status: 404,
          body: NOT_FOUND,
        });
      }
    });

    it('cannot be deleted, renamed, shared or left by its user', async () => {
      const deleted = await as('olga', 'DELETE', '/api/diaries/user-olga');
      expect({ status: deleted.statusCode, body: deleted.body }).toEqual({
        status: 400,
        body: { message: 'The personal diary cannot be deleted' },
      });
      expect((await as('olga', 'PUT', '/api/diaries/user-olga', { name: 'X' })).statusCode).toBe(
        400,
      );
      const invited = await as('olga', 'POST', '/api/diaries/user-olga/invites', {
        email: 'friend@example.test',
        role: 'viewer',
      });
      expect({ status: invited.statusCode, body: invited.body }).toEqual({
        status: 400,
        body: { message: 'The personal diary cannot be shared' },
      });
      expect((await as('olga', 'POST', '/api/diaries/user-olga/leave')).statusCode).toBe(400);
      expect((await as('olga', 'GET', '/api/diaries/user-olga/members')).statusCode).toBe(400);
      expect((await expectOk(as('olga', 'GET', '/api/diaries'), 200))[0]).toEqual({
        _id: 'user-olga',
        name: 'My diary',
        personal: true,
        role: 'owner',
      });
    });
  });

  describe('invitations', () => {
    it('mails a link that shows the diary, the inviter and the role', async () => {
      const created = await expectOk(
        as('olga', 'POST', `/api/diaries/${home}/invites`, {
          email: '  Nia@Example.TEST ',
          role: 'viewer',
        }),
        201,
      );
      expect(created).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        email: 'nia@example.test',
        role: 'viewer',
        expiresAt: expect.any(String),
      });
      const days = (Date.parse(created.expiresAt) - Date.now()) / (24 * 3600 * 1000);
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
      const inviteToken = await invitationTo('nia@example.test');
      // Before nia has an account, the link's token alone reads the invitation…
      const view = {
        diaryName: 'Home',
        invitedBy: 'Olga',
        role: 'viewer',
        valid: true,
        expiresAt: created.expiresAt,
      };
      expect(
        await expectOk(call(diary, undefined, 'GET', `/api/invites/${inviteToken}`), 200),
      ).toEqual(view);
      // …but never accepts it.
      expect(
        (await call(diary, undefined, 'POST', `/api/invites/${inviteToken}/accept`)).statusCode,
      ).toBe(401);
      sign('nia', 'Nia Newcomer', 'NIA@example.test');
      expect(await expectOk(as('nia', 'GET', `/api/invites/${inviteToken}`), 200)).toEqual(view);
      // Another account, though signed in, cannot take it.
      const stolen = await as('otto', 'POST', `/api/invites/${inviteToken}/accept`);
      expect({ status: stolen.statusCode, body: stolen.body }).toEqual({
        status: 403,
        body: { message: 'This invitation is for another e-mail address' },
      });
      expect((await as('otto', 'GET', `/api/diaries/${home}/members`)).statusCode).toBe(404);
      // The invited address, in any case.
      expect(await expectOk(as('nia', 'POST', `/api/invites/${inviteToken}/accept`), 200)).toEqual({
        diary: { _id: home, name: 'Home', personal: false, role: 'viewer' },
      });
      expect(await rolesIn(home, 'nia')).toHaveProperty('user-nia', 'viewer');
      // Accepting again while a member is harmless (200, the same role).
      expect(await expectOk(as('nia', 'POST', `/api/invites/${inviteToken}/accept`), 200)).toEqual({
        diary: { _id: home, name: 'Home', personal: false, role: 'viewer' },
      });
      expect((await expectOk(as('nia', 'GET', `/api/invites/${inviteToken}`), 200)).valid).toBe(
        false,
      );
      expect(await expectOk(as('olga', 'GET', `/api/diaries/${home}/invites`), 200)).toEqual([]);
      // Single use: once she has left, the link lets nobody back in.
      await expectOk(as('nia', 'POST', `/api/diaries/${home}/leave`), 200);
      const reused = await as('nia', 'POST', `/api/invites/${inviteToken}/accept`);
      expect({ status: reused.statusCode, body: reused.body }).toEqual({
        status: 410,
        body: { message: 'This invitation has already been used' },
      });
      expect((await as('nia', 'GET', `/api/diaries/${home}/members`)).statusCode).toBe(404);
    });

    it('keeps the link usable when joining fails before the invitation is spent', async () => {
      sign('flo', 'Flo Flaky');
      const { token: inviteToken } = await invite('olga', home, 'user-flo@example.test', 'editor');
      const add = jest
        .spyOn(diary.app.get(DiaryMembersRepository), 'add')
        .mockRejectedValueOnce(new Error('the database went away'));
      try {
        expect((await as('flo', 'POST', `/api/invites/${inviteToken}/accept`)).statusCode).toBe(
          500,
        );
      } finally {
        add.mockRestore();
      }
      expect((await expectOk(as('flo', 'GET', `/api/invites/${inviteToken}`), 200)).valid).toBe(
        true,
      );
      expect(await expectOk(as('flo', 'POST', `/api/invites/${inviteToken}/accept`), 200)).toEqual({
        diary: { _id: home, name: 'Home', personal: false, role: 'editor' },
      });
      await expectOk(as('flo', 'POST', `/api/diaries/${home}/leave`), 200);
    });

    it('answers 410 for an expired invitation, which no owner sees as pending', async () => {
      const expiredToken = newInviteToken();
      await diary.app.get(DiaryInvitesRepository).create({
        diaryId: home,
        email: 'user-otto@example.test',
        role: 'editor',
        tokenHash: inviteTokenHash(expiredToken),
        invitedBy: 'Olga',
        inviterId: 'user-olga',
        expiresAt: new Date(Date.now() - 1000),
      });
      expect((await expectOk(as('otto', 'GET', `/api/invites/${expiredToken}`), 200)).valid).toBe(
        false,
      );
      const accepted = await as('otto', 'POST', `/api/invites/${expiredToken}/accept`);
      expect({ status: accepted.statusCode, body: accepted.body }).toEqual({
        status: 410,
        body: { message: 'This invitation has expired' },
      });
      expect((await as('otto', 'GET', `/api/diaries/${home}/members`)).statusCode).toBe(404);
      expect(await expectOk(as('olga', 'GET', `/api/diaries/${home}/invites`), 200)).toEqual([]);
    });

    it('answers 404 for a revoked or unknown invitation, and revokes only its own diary\u2019s', async () => {
      const revoked = await invite('olga', home, 'user-otto@example.test', 'editor');
      const other = await createDiary('ed', 'Ed\u2019s club');
      // An owner of another diary names Home's invitation under their own diary.
      const crossed = await as('ed', 'DELETE', `/api/diaries/${other}/invites/${revoked.id}`);
      expect({ status: crossed.statusCode, body: crossed.body }).toEqual({
        status: 404,
        body: { message: 'Invitation not found' },
      });
      expect((await expectOk(as('olga', 'GET', `/api/diaries/${home}/invites`), 200)).length).toBe(
        1,
      );
      expect(
        await expectOk(as('olga', 'DELETE', `/api/diaries/${home}/invites/${revoked.id}`), 200),
      ).toEqual({ message: 'Invitation revoked' });
      for (const path of [`/api/invites/${revoked.token}`, `/api/invites/${newInviteToken()}`]) {
        expect((await as('otto', 'GET', path)).statusCode).toBe(404);
        const accepted = await as('otto', 'POST', `${path}/accept`);
        expect({ status: accepted.statusCode, body: accepted.body }).toEqual({
          status: 404,
          body: { message: 'Invitation not found' },
        });
      }
      expect((await as('otto', 'GET', `/api/diaries/${home}/members`)).statusCode).toBe(404);
      expect(
        (await as('olga', 'DELETE', `/api/diaries/${home}/invites/${revoked.id}`)).statusCode,
      ).toBe(404);
      const badId = await as('olga', 'DELETE', `/api/diaries/${home}/invites/nope`);
      expect(badId.statusCode).toBe(400);
      expect(badId.body.message).toMatch(/^inviteId: /);
      await expectOk(as('ed', 'DELETE', `/api/diaries/${other}`), 200);
    });

    it('answers 400 naming the field for a bad address or role, and needs a sign-in', async () => {
      for (const [body, field] of [
        [{ email: 'not an address', role: 'viewer' }, 'email'],
        [{ role: 'viewer' }, 'email'],
        [{ email: 'a@b.test', role: 'owner' }, 'role'],
        [{ email: { $ne: '' }, role: 'viewer' }, 'email'],
      ] as const) {
        const answer = await as('olga', 'POST', `/api/diaries/${home}/invites`, body);
        expect(answer.statusCode).toBe(400);
        expect(answer.body.message).toMatch(new RegExp(`^${field}: `));
      }
      expect(
        (await call(diary, undefined, 'POST', `/api/invites/${newInviteToken()}/accept`))
          .statusCode,
      ).toBe(401);
      const unknown = await call(diary, undefined, 'GET', `/api/invites/${newInviteToken()}`);
      expect({ status: unknown.statusCode, body: unknown.body }).toEqual({
        status: 404,
        body: { message: 'Invitation not found' },
      });
    });
  });

  describe('leaving and handing over', () => {
    it('makes the earliest-joined editor owner when the last owner leaves, viewers before none', async () => {
      sign('v1', 'Vera One');
      sign('e1', 'Emil One');
      sign('e2', 'Emma Two');
      const club = await createDiary('olga', 'Club');
      await join('olga', club, 'v1', 'viewer');
      await join('olga', club, 'e1', 'editor');
      await join('olga', club, 'e2', 'editor');
      expect(await expectOk(as('olga', 'POST', `/api/diaries/${club}/leave`), 200)).toEqual({
        message: 'You left the diary',
      });
      expect(await rolesIn(club, 'v1')).toEqual({
        'user-v1': 'viewer',
        'user-e1': 'owner',
        'user-e2': 'editor',
      });
      expect((await as('olga', 'GET', `/api/diaries/${club}/members`)).statusCode).toBe(404);
      // No editor left: the earliest viewer.
      await expectOk(as('e2', 'POST', `/api/diaries/${club}/leave`), 200);
      sign('v2', 'Val Two');
      await join('e1', club, 'v2', 'viewer');
      await expectOk(as('e1', 'POST', `/api/diaries/${club}/leave`), 200);
      expect(await rolesIn(club, 'v2')).toEqual({ 'user-v1': 'owner', 'user-v2': 'viewer' });
      // Another owner remaining: nobody is promoted.
      await expectOk(
        as('v1', 'PUT', `/api/diaries/${club}/members/user-v2`, { role: 'owner' }),
        200,
      );
      await join('v1', club, 'e1', 'editor');
      await expectOk(as('v1', 'POST', `/api/diaries/${club}/leave`), 200);
      expect(await rolesIn(club, 'v2')).toEqual({ 'user-v2': 'owner', 'user-e1': 'editor' });
      // The last member leaving deletes the diary.
      await expectOk(as('e1', 'POST', `/api/diaries/${club}/leave`), 200);
      await expectOk(as('v2', 'POST', `/api/diaries/${club}/leave`), 200);
      expect(await diary.app.get(DiariesRepository).findById(club)).toBeNull();
      expect((await as('v2', 'GET', `/api/diaries/${club}/members`)).statusCode).toBe(404);
    });
  });

  describe('deleting a shared diary', () => {
    it('takes its members and invitations with it', async () => {
      const trip = await createDiary('olga', 'Trip');
      await join('olga', trip, 'vi', 'viewer');
      const pending = await invite('olga', trip, 'user-otto@example.test', 'viewer');
      expect(await expectOk(as('olga', 'DELETE', `/api/diaries/${trip}`), 200)).toEqual({
        message: 'Diary deleted',
      });
      for (const user of ['olga', 'vi']) {
        const answer = await as(user, 'GET', `/api/diaries/${trip}/members`);
        expect({ status: answer.statusCode, body: answer.body }).toEqual({
          status: 404,
          body: NOT_FOUND,
        });
        const listed = (await expectOk(as(user, 'GET', '/api/diaries'), 200)) as Diary[];
        expect(listed.map((entry) => entry._id)).not.toContain(trip);
      }
      expect((await as('otto', 'GET', `/api/invites/${pending.token}`)).statusCode).toBe(404);
      expect((await as('otto', 'POST', `/api/invites/${pending.token}/accept`)).statusCode).toBe(
        404,
      );
    });
  });

  describe('account erasure', () => {
    it('drops the erased user\u2019s memberships, hands their diaries over or deletes them', async () => {
      sign('gone', 'Gil Gone');
      sign('heir', 'Hal Heir');
      const solo = await createDiary('gone', 'Solo');
      const shared = await createDiary('gone', 'Shared');
      await join('gone', shared, 'heir', 'editor');
      await join('olga', home, 'gone', 'viewer');
      const pending = await invite('gone', shared, 'pat@example.test', 'viewer');
      expect(
        (await expectOk(as('otto', 'GET', `/api/invites/${pending.token}`), 200)).invitedBy,
      ).toBe('Gil');
      await household.erase('gone');
      const diaries = diary.app.get(DiariesRepository);
      await eventually(
        async () => {
          const left = !(await rolesIn(home, 'olga'))['user-gone'];
          const soloGone = (await diaries.findById(solo)) === null;
          const handedOver = (await rolesIn(shared, 'heir'))['user-heir'] === 'owner';
          return left && soloGone && handedOver ? true : undefined;
        },
        15_000,
        "the erasure of the user's memberships",
      );
      expect(await rolesIn(shared, 'heir')).toEqual({ 'user-heir': 'owner' });
      // The invitation is the diary's and stays valid, without the erased inviter's name.
      expect(await expectOk(as('otto', 'GET', `/api/invites/${pending.token}`), 200)).toMatchObject(
        { diaryName: 'Shared', invitedBy: '', valid: true },
      );
      expect((await expectOk(as('gone', 'GET', '/api/diaries'), 200)).length).toBe(1);
      expect(await rolesIn(home, 'olga')).toEqual({
        'user-olga': 'owner',
        'user-ed': 'editor',
        'user-vi': 'viewer',
      });
    });
  });
});
