import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AuthUser } from '@dd/contracts';
import {
  CurrentUser,
  FastifyAdapterOptions,
  JwtAuthGuard,
  loadServiceConfig,
  ServiceCoreModule,
} from '@dd/nest-common';
import {
  createTestApp,
  healthWhenReady,
  ServiceUnderTest,
  startServiceForTest,
} from '@dd/nest-common/testing';
import { Outbox, startSmtpCapture, type SmtpCapture } from '@dd/sandbox/src/mail';
import { AppModule } from '../../src/app.module';
import { loadAuthConfig } from '../../src/config';
import { startMediaOwners, type MediaOwners } from './media-owners';

/** A route of "another service": any service built on ServiceCoreModule with Redis. */
@Controller('api/whoami')
class WhoAmIController {
  @Get()
  @UseGuards(JwtAuthGuard)
  whoAmI(@CurrentUser() user: AuthUser) {
    return { id: user.id };
  }
}

export interface AuthUnderTest {
  auth: ServiceUnderTest;
  /** Another service sharing auth's Redis prefix and public key, as in a deployment. */
  other: NestFastifyApplication;
  outbox: Outbox;
  /** Media's answer to whose uploads a profile picture names (`media.own(userId, file)`). */
  media: MediaOwners;
  /** The REDIS_PREFIX auth and the other service share. */
  redisPrefix: string;
  stop(): Promise<void>;
}

/**
 * The auth service against the real database and Redis, mail going to an
 * in-process capture SMTP server (the sandbox's), plus a second service.
 * `adapterOptions` set its HTTP server up (e.g. which proxies it trusts).
 */
export async function startAuthForTest(
  extraEnv: NodeJS.ProcessEnv = {},
  adapterOptions: FastifyAdapterOptions = {},
): Promise<AuthUnderTest> {
  const outbox = new Outbox();
  const smtp: SmtpCapture = await startSmtpCapture(outbox, { port: 0 });
  const media = await startMediaOwners();
  let sharedEnv: NodeJS.ProcessEnv = {};
  const auth = await startServiceForTest(
    'auth',
    (env) => {
      sharedEnv = env;
      return AppModule.forRoot(
        loadAuthConfig({
          ...env,
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          APP_ORIGIN: 'http://app.example.test',
          MEDIA_URL: media.url,
          // Every test signs its users up from one address; the limit has tests of its own.
          SIGNUP_MAX_PER_IP: '10000',
          // Suites run in parallel on a busy machine, where a hash can wait past
          // the production bound; the bound has tests of its own.
          PASSWORD_QUEUE_MAX_WAIT_MS: '60000',
          ...extraEnv,
        }),
      );
    },
    adapterOptions,
  );
  @Module({
    imports: [ServiceCoreModule.forRoot(loadServiceConfig({ defaultDb: 'unused' }, sharedEnv))],
    controllers: [WhoAmIController],
  })
  class OtherServiceModule {}
  const other = await createTestApp(OtherServiceModule);
  await healthWhenReady(auth.app);
  await healthWhenReady(other);
  return {
    auth,
    other,
    outbox,
    media,
    redisPrefix: String(sharedEnv.REDIS_PREFIX),
    async stop() {
      await other.close();
      await auth.stop();
      await smtp.close();
      await media.close();
    },
  };
}
