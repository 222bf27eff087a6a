export * from './images';
export * from './variants-job';
