/**
 * Characters that make a spreadsheet read a cell as a formula (`=cmd|…`,
 * `+`, `-`, `@`), plus the tab and carriage return OWASP lists because some
 * programs strip them before looking.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A phone number (`+1 208-555-0111`): a plus, digits and separators only, so
 * it names no function, cell or command a spreadsheet could run.
 */
const PHONE_NUMBER = /^\+(?=(?:\D*\d){7})[\d\s().-]+$/;

/**
 * A text cell as a spreadsheet shows it but never runs it: a leading
 * apostrophe (OWASP's CSV-injection advice) turns a would-be formula into text.
 * Numbers are left alone (a negative longitude is a number, not a formula),
 * and so are phone numbers, which would otherwise read `'+1208…`.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) && !PHONE_NUMBER.test(value) ? `'${value}` : value;
}
