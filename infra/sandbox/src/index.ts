export { buildApp } from './app';
export { DEFAULT_SEED, BUSINESSES_PER_CITY } from './dataset/generate';
export { CITIES, type City } from './dataset/cities';
