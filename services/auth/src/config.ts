import { z } from 'zod';
import {
  jwtPrivateKeyEnvShape,
  loadConfig,
  requireInlineOrFile,
  ServiceConfig,
  serviceConfigFrom,
  serviceConfigSchema,
} from '@dd/nest-common';

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const authEnvSchema = serviceConfigSchema({
  defaultDb: 'dining_auth',
  extraEnv: {
    ...jwtPrivateKeyEnvShape,
    TOKEN_TTL_SECONDS: count(7 * 24 * 3600),
    RESET_TOKEN_TTL_SECONDS: count(3600),
    SMTP_URL: z.string().default('smtp://127.0.0.1:3025'),
    MAIL_FROM: z.string().default('Dining Diary <no-reply@dining-diary.local>'),
    /** Origin of the web app, for links in e-mails (`<APP_ORIGIN>/reset-password/<token>`). */
    APP_ORIGIN: z.url().default('http://127.0.0.1:8080'),
    /** The media service, asked whose uploads a profile picture names. */
    MEDIA_URL: z.url().default('http://127.0.0.1:3003'),
    LOGIN_MAX_FAILURES_PER_EMAIL: count(10),
    LOGIN_MAX_FAILURES_PER_IP: count(50),
    LOGIN_WINDOW_SECONDS: count(15 * 60),
    FORGOT_PASSWORD_MAX_PER_EMAIL: count(5),
    FORGOT_PASSWORD_MAX_PER_IP: count(20),
    FORGOT_PASSWORD_WINDOW_SECONDS: count(3600),
    SIGNUP_MAX_PER_IP: count(20),
    SIGNUP_WINDOW_SECONDS: count(3600),
    PASSWORD_CHANGE_MAX_FAILURES: count(5),
    PASSWORD_CHANGE_WINDOW_SECONDS: count(15 * 60),
    /** New argon2 hashes (64 MiB each) computed at once; the rest wait, so log-ins keep threads. */
    PASSWORD_HASH_CONCURRENCY: count(2),
    /** Hashes waiting beyond which a sign-up is refused with 503 rather than queued. */
    PASSWORD_HASH_QUEUE_MAX: count(20),
    /** argon2 verifications (log-ins) computed at once, in a lane of their own. */
    PASSWORD_VERIFY_CONCURRENCY: count(2),
    /** Verifications waiting beyond which a log-in is refused with 503 rather than queued. */
    PASSWORD_VERIFY_QUEUE_MAX: count(40),
    /**
     * Longest wait for a hashing or verifying slot before 503: well under the
     * gateway's 10 s upstream time-out, leaving time for the hash itself.
     */
    PASSWORD_QUEUE_MAX_WAIT_MS: count(4000),
  },
}).superRefine(requireInlineOrFile('JWT_PRIVATE_KEY'));

export interface RateLimitConfig {
  perEmail: number;
  perIp: number;
  windowSeconds: number;
}

/** At most `limit` events per `windowSeconds` for one subject. */
export interface SubjectLimitConfig {
  limit: number;
  windowSeconds: number;
}

export interface AuthConfig extends ServiceConfig {
  /** PEM private key that signs the tokens auth issues (RS256). */
  jwtPrivateKey: string;
  tokenTtlSeconds: number;
  resetTokenTtlSeconds: number;
  mail: { smtpUrl: string; from: string; appOrigin: string };
  mediaUrl: string;
  rateLimits: {
    /** Failed logins; a successful one does not count. */
    loginFailures: RateLimitConfig;
    /** Every forgot-password request (each may send an e-mail). */
    forgotPassword: RateLimitConfig;
    /** Every sign-up attempt from one address (each costs an argon2 hash). */
    signupsPerIp: SubjectLimitConfig;
    /** Wrong current passwords given to a password change, per user. */
    passwordChangeFailures: SubjectLimitConfig;
  };
  passwordHashing: {
    hashConcurrency: number;
    hashQueueMax: number;
    verifyConcurrency: number;
    verifyQueueMax: number;
    maxWaitMs: number;
  };
}

/** Reads and validates the auth service's environment; throws a ConfigError naming what is wrong. */
export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const vars = loadConfig(authEnvSchema, env);
  return {
    ...serviceConfigFrom(vars),
    // requireInlineOrFile guarantees one of the two is set.
    jwtPrivateKey: (vars.JWT_PRIVATE_KEY ?? vars.JWT_PRIVATE_KEY_FILE) as string,
    tokenTtlSeconds: vars.TOKEN_TTL_SECONDS,
    resetTokenTtlSeconds: vars.RESET_TOKEN_TTL_SECONDS,
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM,
      appOrigin: vars.APP_ORIGIN.replace(/\/+$/, ''),
    },
    mediaUrl: vars.MEDIA_URL.replace(/\/+$/, ''),
    rateLimits: {
      loginFailures: {
        perEmail: vars.LOGIN_MAX_FAILURES_PER_EMAIL,
        perIp: vars.LOGIN_MAX_FAILURES_PER_IP,
        windowSeconds: vars.LOGIN_WINDOW_SECONDS,
      },
      forgotPassword: {
        perEmail: vars.FORGOT_PASSWORD_MAX_PER_EMAIL,
        perIp: vars.FORGOT_PASSWORD_MAX_PER_IP,
        windowSeconds: vars.FORGOT_PASSWORD_WINDOW_SECONDS,
      },
      signupsPerIp: { limit: vars.SIGNUP_MAX_PER_IP, windowSeconds: vars.SIGNUP_WINDOW_SECONDS },
      passwordChangeFailures: {
        limit: vars.PASSWORD_CHANGE_MAX_FAILURES,
        windowSeconds: vars.PASSWORD_CHANGE_WINDOW_SECONDS,
      },
    },
    passwordHashing: {
      hashConcurrency: vars.PASSWORD_HASH_CONCURRENCY,
      hashQueueMax: vars.PASSWORD_HASH_QUEUE_MAX,
      verifyConcurrency: vars.PASSWORD_VERIFY_CONCURRENCY,
      verifyQueueMax: vars.PASSWORD_VERIFY_QUEUE_MAX,
      maxWaitMs: vars.PASSWORD_QUEUE_MAX_WAIT_MS,
    },
  };
}
