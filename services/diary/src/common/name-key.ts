/**
 * The normalised copy of a name that is indexed, sorted and searched:
 * FerretDB has no collation, so case-insensitivity lives in the data.
 */
export function nameKeyOf(name: string): string {
  return name.trim().toLowerCase();
}
