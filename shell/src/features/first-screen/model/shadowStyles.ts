/**
 * A page's stylesheet text made to style the same page inside a shadow tree,
 * where the copy is painted: rules for the document's root and body (the
 * design tokens, the page font and background) are moved to the shadow host,
 * and the theme's `[data-theme=…]` rules to a host carrying that attribute.
 * Without this, the copy takes its tokens from the document only once the
 * app's own stylesheets arrive, and reflows in front of the user.
 * `cssText` is as the browser serialises a sheet's rules: a selector starts
 * the text, or follows `{`, `}`, `,` or a line break.
 */
export function stylesForShadowTree(cssText: string): string {
  return cssText.replace(DOCUMENT_ROOT_SELECTOR, '$1:host').replace(THEME_SELECTOR, '$1:host($2)');
}

const SELECTOR_START = String.raw`(^|[{},]\s*|\n\s*)`;
const DOCUMENT_ROOT_SELECTOR = new RegExp(
  String.raw`${SELECTOR_START}(?::root|html|body)(?=[\s,{.:[#>+~])`,
  'g',
);
const THEME_SELECTOR = new RegExp(String.raw`${SELECTOR_START}(\[data-theme[^\]]*\])`, 'g');
