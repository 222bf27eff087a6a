export * from './common';
export * from './images';
export * from './list-query';
export * from './restaurants';
export * from './meals';
export * from './tags';
export * from './links';
