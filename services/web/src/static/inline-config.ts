import type { RuntimeConfig } from '@dd/contracts';

/** The id of the script element that carries the runtime configuration in the shell's HTML. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'dd-runtime-config';

/**
 * The shell's HTML with the runtime configuration inside it, as a JSON data
 * block (never executed, so the CSP allows it), so the shell starts without
 * waiting a round trip for /config.json. `<` is escaped, so no value can
 * close the element. `otherHead` (markup the web tier trusts) goes after it,
 * `firstInHead` (the same) before the page's own scripts and styles, so the
 * browser asks for it first.
 */
export function withInlineConfig(
  html: string,
  config: RuntimeConfig,
  otherHead = '',
  firstInHead = '',
): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>${otherHead}`;
  const withConfig = html.includes('</head>')
    ? html.replace('</head>', `${element}</head>`)
    : element + html;
  const firstScript = withConfig.indexOf('<script');
  return firstInHead && firstScript >= 0
    ? withConfig.slice(0, firstScript) + firstInHead + withConfig.slice(firstScript)
    : withConfig;
}
