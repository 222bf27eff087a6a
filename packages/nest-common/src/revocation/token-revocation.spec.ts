import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import { sign } from 'jsonwebtoken';
import type { AuthUser, TokenPayload } from '@dd/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { loadServiceConfig } from '../config/service-config';
import { ServiceCoreModule } from '../service-core/service-core.module';
import { healthWhenReady, ServiceUnderTest, signTestToken, startServiceForTest } from '../testing';
import { TokenRevocationStore } from './token-revocation.store';

@Controller('api/me')
class MeController {
  @Get()
  @UseGuards(JwtAuthGuard)
  me(@CurrentUser() user: AuthUser) {
    return { id: user.id };
  }
}

describe('token revocation through ServiceCoreModule with Redis (real Redis)', () => {
  let service: ServiceUnderTest;
  let store: TokenRevocationStore;

  beforeAll(async () => {
    service = await startServiceForTest('nest_common_revocation', (env) => {
      @Module({
        imports: [ServiceCoreModule.forRoot(loadServiceConfig({ defaultDb: 'unused' }, env))],
        controllers: [MeController],
      })
      class ServiceModule {}
      return ServiceModule;
    });
    await healthWhenReady(service.app);
    store = service.app.get(TokenRevocationStore);
  });

  afterAll(() => service.stop());

  const getMe = (token: string) =>
    service.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });

  function signed(payload: Omit<TokenPayload, 'exp'>): { token: string; payload: TokenPayload } {
    const full = { ...payload, exp: Math.floor(Date.now() / 1000) + 3600 };
    return { token: sign(full, service.privateKey, { algorithm: 'RS256' }), payload: full };
  }

  const user = (id: string): AuthUser => ({
    id,
    email: `${id}@example.test`,
    fullName: 'Test',
    userImages: [],
    newsletter: false,
  });

  it('refuses a token revoked by its jti and keeps accepting the user’s other tokens', async () => {
    const revoked = signed({ user: user('u-jti'), jti: 'jti-1' });
    const other = signed({ user: user('u-jti'), jti: 'jti-2' });
    expect((await getMe(revoked.token)).statusCode).toBe(200);

    await store.revokeToken(revoked.token, revoked.payload);

    const refused = await getMe(revoked.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Unauthorized' });
    expect((await getMe(other.token)).statusCode).toBe(200);
  });

  it('revokes a token issued without a jti by its digest', async () => {
    const token = signTestToken(service.privateKey, { id: 'u-no-jti' });
    const payload: TokenPayload = {
      user: user('u-no-jti'),
      exp: Math.floor(Date.now() / 1000) + 3600,
    };
    await store.revokeToken(token, payload);
    expect((await getMe(token)).statusCode).toBe(401);
  });

  it('refuses every token below the session generation, not the ones at or above it', async () => {
    const first = signed({ user: user('u-gen'), jti: 'g0' });
    const second = signed({ user: user('u-gen'), jti: 'g1', gen: 1 });
    const fresh = signed({ user: user('u-gen'), jti: 'g2', gen: 2 });
    const someoneElse = signed({ user: user('u-other'), jti: 'o0' });

    await store.revokeGenerationsBelow('u-gen', 2, 60);

    expect((await getMe(first.token)).statusCode).toBe(401);
    expect((await getMe(second.token)).statusCode).toBe(401);
    expect((await getMe(fresh.token)).statusCode).toBe(200);
    expect((await getMe(someoneElse.token)).statusCode).toBe(200);
  });

  it('never lowers a session generation', async () => {
    const older = signed({ user: user('u-race'), jti: 'r1', gen: 1 });
    await store.revokeGenerationsBelow('u-race', 3, 60);
    await store.revokeGenerationsBelow('u-race', 2, 60);
    expect((await getMe(older.token)).statusCode).toBe(401);
    expect(await store.isRevoked('t', signed({ user: user('u-race'), gen: 2 }).payload)).toBe(true);
  });
});
