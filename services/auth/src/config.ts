import {
  jwtPrivateKeyEnvShape,
  loadConfig,
  ServiceConfig,
  serviceConfigFrom,
  serviceConfigSchema,
} from '@dd/nest-common';

export const authEnvSchema = serviceConfigSchema({
  defaultDb: 'dining_auth',
  extraEnv: jwtPrivateKeyEnvShape,
});

export interface AuthConfig extends ServiceConfig {
  /** Signs the tokens auth issues; optional until token issuing lands. */
  jwtPrivateKey?: string;
}

/** Reads and validates the auth service's environment; throws a ConfigError naming what is wrong. */
export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const vars = loadConfig(authEnvSchema, env);
  return {
    ...serviceConfigFrom(vars),
    jwtPrivateKey: vars.JWT_PRIVATE_KEY ?? vars.JWT_PRIVATE_KEY_FILE,
  };
}
