import {
  jwtPublicKeyEnvShape,
  loadConfig,
  mongoEnvShape,
  MongoModuleOptions,
  redisEnvShape,
  requireInlineOrFile,
  serviceEnvSchema,
} from '@dd/nest-common';

export const diaryEnvSchema = serviceEnvSchema
  .extend({ ...mongoEnvShape('dining_diary'), ...redisEnvShape, ...jwtPublicKeyEnvShape })
  .superRefine(requireInlineOrFile('JWT_PUBLIC_KEY'));

export interface DiaryConfig {
  mongo: MongoModuleOptions;
  jwtPublicKey: string;
}

/** Reads and validates the diary's environment; throws a ConfigError naming what is wrong. */
export function loadDiaryConfig(env: NodeJS.ProcessEnv = process.env): DiaryConfig {
  const vars = loadConfig(diaryEnvSchema, env);
  return {
    mongo: { url: vars.MONGO_URL, dbName: vars.MONGO_DB },
    // requireInlineOrFile guarantees one of the two is set.
    jwtPublicKey: (vars.JWT_PUBLIC_KEY ?? vars.JWT_PUBLIC_KEY_FILE) as string,
  };
}
