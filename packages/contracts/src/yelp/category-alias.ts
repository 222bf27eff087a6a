/** The alias a category is unique by (product spec §3): lower case, whitespace runs → '_'. */
export function categoryAlias(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}
