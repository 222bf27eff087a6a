import { Outbox, startSmtpCapture, type SmtpCapture } from '@dd/sandbox/src/mail';
import { AccountErasurePublisher } from '@dd/nest-common';
import {
  type Answer,
  call,
  createRestartableDiary,
  eventually,
  expectOk,
  type NeighbourServices,
  type RestartableDiary,
  startNeighbourServices,
} from './account-data-stack';

export const APP_ORIGIN = 'http://app.example.test';
export const INVITE_LINK = /http:\/\/app\.example\.test\/invites\/([A-Za-z0-9_-]{32})/;
export const FORBIDDEN = { message: 'Your role in this diary does not allow this' };
export const DIARY_NOT_FOUND = { message: 'Diary not found' };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Role = 'editor' | 'viewer';

/**
 * The diary service with its neighbours and an SMTP capture, and the four
 * users of the shared-diary specs (issue 46): in the diary "Home", olga is
 * the owner, ed an editor, vi a viewer; otto is no member. More users sign in
 * with `sign`; each is `user-<name>`, mailed at `user-<name>@example.test`.
 */
export interface Household {
  readonly diary: RestartableDiary;
  readonly outbox: Outbox;
  /** The shared diary "Home". */
  readonly home: string;
  as(user: string, method: Method, url: string, body?: unknown): Promise<Answer>;
  /** The body of an answer with `status` (200 unless told), else a failure naming both. */
  ok(user: string, method: Method, url: string, body?: unknown, status?: number): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON under test
  sign(user: string, fullName: string, email?: string): void;
  createDiary(owner: string, name: string): Promise<string>;
  /** The newest invitation mailed to `email` (the outbox is emptied). */
  invitationTo(email: string): Promise<Omit<InviteSent, 'id'>>;
  /** The invitation's id and the token of the link mailed to `email`. */
  invite(owner: string, diaryId: string, email: string, role: Role): Promise<InviteSent>;
  /** `user` joins through an invitation the owner mails to their account's address. */
  join(owner: string, diaryId: string, user: string, role: Role): Promise<void>;
  /** Publishes the erasure of the user's account, as the auth service does. */
  erase(user: string): Promise<void>;
  close(): Promise<void>;
}

export interface InviteSent {
  id: string;
  token: string;
  /** The e-mail as sent. */
  mail: { text: string; html: string };
}

export async function startHousehold(): Promise<Household> {
  const outbox = new Outbox();
  let smtp: SmtpCapture | undefined;
  let neighbours: NeighbourServices | undefined;
  let diary: RestartableDiary | undefined;
  const close = async () => {
    await diary?.destroy();
    await neighbours?.close();
    await smtp?.close();
  };
  try {
    smtp = await startSmtpCapture(outbox, { port: 0 });
    neighbours = await startNeighbourServices();
    diary = await createRestartableDiary(neighbours, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      APP_ORIGIN,
    });
  } catch (error) {
    await close();
    throw error;
  }
  const app = diary;
  const token: Record<string, string> = {};
  const as = (user: string, method: Method, url: string, body?: unknown) =>
    call(app, token[user], method, url, body);
  const ok = (user: string, method: Method, url: string, body?: unknown, status = 200) =>
    expectOk(as(user, method, url, body), status);
  const sign = (user: string, fullName: string, email?: string) => {
    token[user] = app.tokenFor(`user-${user}`, fullName, email);
  };
  const createDiary = async (owner: string, name: string): Promise<string> =>
    (await ok(owner, 'POST', '/api/diaries', { name }, 201))._id;
  const invitationTo = async (email: string): Promise<Omit<InviteSent, 'id'>> => {
    const mail = await eventually(
      async () => outbox.list(email)[0],
      10_000,
      `an invitation to ${email}`,
    );
    outbox.clear();
    const match = INVITE_LINK.exec(mail.text);
    if (!match) throw new Error(`no invitation link in: ${mail.text}`);
    return { token: match[1]!, mail };
  };
  const invite = async (
    owner: string,
    diaryId: string,
    email: string,
    role: Role,
  ): Promise<InviteSent> => {
    const created = await ok(
      owner,
      'POST',
      `/api/diaries/${diaryId}/invites`,
      { email, role },
      201,
    );
    return { id: created._id, ...(await invitationTo(email)) };
  };
  const join = async (owner: string, diaryId: string, user: string, role: Role) => {
    const sent = await invite(owner, diaryId, `user-${user}@example.test`, role);
    await ok(user, 'POST', `/api/invites/${sent.token}/accept`);
  };
  const erase = async (user: string) => {
    const publisher = new AccountErasurePublisher({
      url: String(app.env.REDIS_URL),
      keyPrefix: String(app.env.REDIS_PREFIX),
    });
    try {
      await publisher.publish(`user-${user}`);
    } finally {
      await publisher.close();
    }
  };

  sign('olga', 'Olga Owner');
  sign('ed', 'Ed Editor');
  sign('vi', 'Vi Viewer');
  sign('otto', 'Otto Outsider');
  const home = await createDiary('olga', 'Home');
  await join('olga', home, 'ed', 'editor');
  await join('olga', home, 'vi', 'viewer');
  return {
    diary,
    outbox,
    home,
    as,
    ok,
    sign,
    createDiary,
    invitationTo,
    invite,
    join,
    erase,
    close,
  };
}

/**
 * The household of one spec file: started before its tests (call this before
 * the file's own `beforeAll`, which then finds it running) and closed after
 * them. Its calls and `home` work from the first hook on.
 */
export function useHousehold(): Household {
  let started: Household | undefined;
  beforeAll(async () => {
    started = await startHousehold();
  }, 60_000);
  afterAll(async () => {
    await started?.close();
  });
  const the = (): Household => {
    if (!started) throw new Error('the household is not running (use it inside a hook or a test)');
    return started;
  };
  return {
    get diary() {
      return the().diary;
    },
    get outbox() {
      return the().outbox;
    },
    get home() {
      return the().home;
    },
    as: (user, method, url, body) => the().as(user, method, url, body),
    ok: (user, method, url, body, status) => the().ok(user, method, url, body, status),
    sign: (user, fullName, email) => the().sign(user, fullName, email),
    createDiary: (owner, name) => the().createDiary(owner, name),
    invitationTo: (email) => the().invitationTo(email),
    invite: (owner, diaryId, email, role) => the().invite(owner, diaryId, email, role),
    join: (owner, diaryId, user, role) => the().join(owner, diaryId, user, role),
    erase: (user) => the().erase(user),
    close: () => the().close(),
  };
}
