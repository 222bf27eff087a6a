/**
 * Characters that make a spreadsheet read a cell as a formula (`=cmd|…`,
 * `+`, `-`, `@`), plus the tab and carriage return OWASP lists because some
 * programs strip them before looking.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as a spreadsheet shows it but never runs it: a leading
 * apostrophe (OWASP's CSV-injection advice) turns a would-be formula into text.
 * Numbers are left alone; a negative longitude is a number, not a formula.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
