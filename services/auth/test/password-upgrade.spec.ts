import { getConnectionToken } from '@nestjs/mongoose';
import { argon2id, hash } from 'argon2';
import type { Connection } from 'mongoose';
import { emailKeyOf } from '../src/users/user.schema';
import { AuthUnderTest, startAuthForTest } from './support/auth-under-test';
import { client, tokenOf, uniqueEmail } from './support/requests';

describe('passwords stored at earlier hash settings', () => {
  let stack: AuthUnderTest;
  beforeAll(async () => {
    stack = await startAuthForTest();
  });
  afterAll(() => stack.stop());

  const storedHash = async (email: string): Promise<string> => {
    const users = stack.auth.app.get<Connection>(getConnectionToken()).collection('users');
    const user = await users.findOne({ emailKey: emailKeyOf(email) });
    return String(user?.passwordHash);
  };

  it('are re-hashed at the current settings when their owner signs in, and sessions stay valid', async () => {
    const body = {
      email: uniqueEmail('rehash'),
      fullName: 'Old Hash',
      password: 'an old password!',
    };
    expect((await client(stack.auth.app).signup(body)).statusCode).toBe(201);
    expect(await storedHash(body.email)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    // As every account was hashed before: the library's default, 64 MiB, 3 passes, 4 lanes.
    const users = stack.auth.app.get<Connection>(getConnectionToken()).collection('users');
    const old = await hash(body.password, { type: argon2id });
    expect(old).toMatch(/m=65536,t=3,p=4/);
    await users.updateOne({ emailKey: emailKeyOf(body.email) }, { $set: { passwordHash: old } });

    const login = await client(stack.auth.app).login({
      email: body.email,
      password: body.password,
    });
    expect(login.statusCode).toBe(200);
    const token = tokenOf(login);

    // The upgrade runs after the answer.
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (await storedHash(body.email)) === old)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await storedHash(body.email)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const whoAmI = await stack.other.inject({
      method: 'GET',
      url: '/api/whoami',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(whoAmI.statusCode).toBe(200);
    expect(
      (await client(stack.auth.app).login({ email: body.email, password: body.password }))
        .statusCode,
    ).toBe(200);
  });
});
