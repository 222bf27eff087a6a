export * from './keys';
export * from './tokens';
export * from './create-test-app';
export * from './test-database';
export * from './service-under-test';
export * from './health';
export * from './index-coverage';
export * from './echo-upstream';
