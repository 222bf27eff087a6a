// js-yaml ships no types; the compose and Kubernetes tests only parse documents.
declare module 'js-yaml' {
  export function load(text: string): unknown;
  export function loadAll(text: string): unknown[];
}
