export { hasControlCharacters } from './common';
export * from './auth';
export * from './diary';
export * from './health';
export * from './posts';
export * from './runtime-config';
export * from './yelp';
export * from './media';
export * from './account-data';
