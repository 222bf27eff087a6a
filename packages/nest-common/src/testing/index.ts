export * from './keys';
export * from './tokens';
export * from './create-test-app';
export * from './test-database';
