/** Joins the truthy class names, so optional modifiers read as `cond && styles.x`. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
