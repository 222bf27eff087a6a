import postcss, { type Root } from 'postcss';

/** The at-rules whose only content is style rules: empty once those are gone. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'container', 'layer']);

/** Parts of a selector whose classes are not required to be present. */
const OPTIONAL_PARTS = /\[[^\]]*\]|:(?:not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g;

/** The class names `markup` carries (its `class` attributes, as React renders them). */
export function classNamesIn(markup: string): Set<string> {
  const names = new Set<string>();
  for (const [, value] of markup.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value.split(/\s+/)) if (name) names.add(name);
  return names;
}

/** Whether every class `selector` requires is one of `present` (a name it cannot read counts as present). */
function canMatch(selector: string, present: ReadonlySet<string>): boolean {
  const required = selector.replace(OPTIONAL_PARTS, '').match(/\.(?:[\w-]|\\.)+/g) ?? [];
  return required.every((name) => name.includes('\\') || present.has(name.slice(1)));
}

/** Stylesheets parsed so far, by text: a page's few stylesheets change only with a deploy. */
const parsedSheets = new Map<string, Root>();
const MAX_PARSED_SHEETS = 32;

/** A copy of `cssText` parsed, to change freely: parsed once per text (15 ms for the meals page's three), cloned after. */
function parsedCopy(cssText: string): Root {
  let sheet = parsedSheets.get(cssText);
  if (!sheet) {
    sheet = postcss.parse(cssText);
    if (parsedSheets.size >= MAX_PARSED_SHEETS)
      parsedSheets.delete(parsedSheets.keys().next().value!);
    parsedSheets.set(cssText, sheet);
  }
  return sheet.clone();
}

/**
 * The rules of a stylesheet that can style markup carrying only the class
 * names `present`: a copy of a page's first screen needs a fraction of the
 * app's styles, and on a phone's CPU every rule costs style time. Rules
 * without classes (the tokens, the theme, elements), keyframes and fonts stay.
 */
export function stylesUsedBy(cssText: string, present: ReadonlySet<string>): string {
  const sheet = parsedCopy(cssText);
  sheet.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((selector) => canMatch(selector, present));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  sheet.walkAtRules((atRule) => {
    if (GROUPING_AT_RULES.has(atRule.name) && atRule.nodes?.length === 0) atRule.remove();
  });
  return sheet.toString();
}
