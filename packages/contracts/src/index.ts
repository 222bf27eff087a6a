export * from './auth';
export * from './health';
export * from './posts';
export * from './runtime-config';
