import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The app's one copy of its design tokens. The same depth from `src/shares`
 * and `dist/shares`; the service image copies the file to the same place.
 */
export const TOKENS_CSS_PATH = resolve(__dirname, '../../../../packages/ui-kit/src/tokens.css');

/** The custom properties (`--name: value;`) of the first rule whose selector is `selector`. */
export function customProperties(css: string, selector: string): Map<string, string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const start = withoutComments.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`${selector} is not in the design tokens`);
  const body = withoutComments.slice(
    withoutComments.indexOf('{', start) + 1,
    withoutComments.indexOf('}', start),
  );
  const properties = new Map<string, string>();
  for (const [, name, value] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
    properties.set(name!, value!.replace(/\s+/g, ' ').trim());
  return properties;
}

function declarations(properties: Map<string, string>, names: readonly string[]): string {
  return names
    .filter((name) => properties.has(name))
    .map((name) => `${name}:${properties.get(name)}`)
    .join(';');
}

/**
 * The tokens `css` uses, light by default and dark when the visitor's system
 * is (the page has no theme switch), as rules to put before it.
 */
export function tokenRules(css: string, tokensCss: string): string {
  const names = [...new Set([...css.matchAll(/var\((--[\w-]+)\)/g)].map(([, name]) => name!))];
  const light = customProperties(tokensCss, ':root');
  const missing = names.filter((name) => !light.has(name));
  if (missing.length > 0) throw new Error(`Unknown design tokens: ${missing.join(', ')}`);
  const dark = customProperties(tokensCss, "[data-theme='dark']");
  return (
    `:root{color-scheme:light dark;${declarations(light, names)}}\n` +
    `@media (prefers-color-scheme:dark){:root{${declarations(dark, names)}}}`
  );
}

/** `css` preceded by the design tokens it uses, read from the app's tokens file. */
export function withDesignTokens(css: string, tokensCss = readFileSync(TOKENS_CSS_PATH, 'utf8')) {
  return `${tokenRules(css, tokensCss)}\n${css}`;
}
