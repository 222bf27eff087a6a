// exifr's small ES build ships without types of its own; its API is the package's.
declare module 'exifr/dist/mini.esm.mjs' {
  export { parse } from 'exifr';
}
