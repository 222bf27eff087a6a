// js-yaml ships no types; the compose test only parses a document.
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
