export * from './query';
export * from './business';
export * from './category';
export * from './listing-payload';
