import { Controller, Get, Module, Provider, UseGuards } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { sign } from 'jsonwebtoken';
import type { AuthUser, TokenPayload } from '@dd/contracts';
import { createTestApp, generateTestKeyPair, signTestToken } from '../testing';
import { TOKEN_REVOCATION_CHECK, TokenRevocationCheck } from './auth.constants';
import { CurrentUser } from './current-user.decorator';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtAuthModule } from './jwt-auth.module';

@Controller('me')
@UseGuards(JwtAuthGuard)
class MeController {
  @Get()
  me(@CurrentUser() user: AuthUser): AuthUser {
    return user;
  }
}

const keys = generateTestKeyPair();
const otherKeys = generateTestKeyPair();

function appWith(providers: Provider[] = []) {
  @Module({
    imports: [JwtAuthModule.forRoot({ publicKey: keys.publicKey })],
    controllers: [MeController],
    providers,
  })
  class TestModule {}
  return createTestApp(TestModule);
}

function getMe(app: NestFastifyApplication, authorization?: string) {
  return app.inject({ method: 'GET', url: '/me', headers: authorization ? { authorization } : {} });
}

describe('JwtAuthGuard', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await appWith();
  });

  afterAll(async () => {
    await app.close();
  });

  it("lets a valid token through and exposes the token's user", async () => {
    const token = signTestToken(keys.privateKey, { id: 'user-1', fullName: 'Ada Lovelace' });
    const response = await getMe(app, `Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: 'user-1',
      email: 'user-1@example.test',
      fullName: 'Ada Lovelace',
      userImages: [],
      newsletter: false,
    });
  });

  it.each([
    ['no authorization header', undefined],
    ['a malformed token', 'Bearer not.a.jwt'],
    ['a token without the Bearer scheme', () => signTestToken(keys.privateKey, { id: 'u' })],
    [
      'an expired token',
      () => `Bearer ${signTestToken(keys.privateKey, { id: 'u' }, { expiresInSeconds: -60 })}`,
    ],
    [
      'a token signed with another key',
      () => `Bearer ${signTestToken(otherKeys.privateKey, { id: 'u' })}`,
    ],
  ])('answers 401 {message} for %s', async (_case, authorization) => {
    const header = typeof authorization === 'function' ? authorization() : authorization;
    const response = await getMe(app, header);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('rejects a token signed with HS256 using the public key as the secret', async () => {
    const payload = { user: { id: 'u' }, exp: Math.floor(Date.now() / 1000) + 60 };
    const forged = sign(payload, keys.publicKey, {
      algorithm: 'HS256',
      allowInsecureKeySizes: true,
    } as never);
    const response = await getMe(app, `Bearer ${forged}`);
    expect(response.statusCode).toBe(401);
  });

  it('rejects a correctly signed token whose payload lacks a user', async () => {
    const token = sign({ sub: 'u', exp: Math.floor(Date.now() / 1000) + 60 }, keys.privateKey, {
      algorithm: 'RS256',
    });
    const response = await getMe(app, `Bearer ${token}`);
    expect(response.statusCode).toBe(401);
  });
});

describe('JwtAuthGuard with a TOKEN_REVOCATION_CHECK provider', () => {
  const revoked = new Set<string>();
  const seen: TokenPayload[] = [];
  const check: TokenRevocationCheck = async (token, payload) => {
    seen.push(payload);
    return revoked.has(token);
  };
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await appWith([{ provide: TOKEN_REVOCATION_CHECK, useValue: check }]);
  });

  afterAll(async () => {
    await app.close();
  });

  it('accepts a token the check does not report', async () => {
    const response = await getMe(app, `Bearer ${signTestToken(keys.privateKey, { id: 'kept' })}`);
    expect(response.statusCode).toBe(200);
    expect(seen.at(-1)?.user.id).toBe('kept');
  });

  it('answers 401 for a revoked token', async () => {
    const token = signTestToken(keys.privateKey, { id: 'logged-out' });
    revoked.add(token);
    const response = await getMe(app, `Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });
});
