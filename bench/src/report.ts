/** One measured budget: what, how much, against which limit. */
export interface BudgetRow {
  group: string;
  name: string;
  /** Measured value, already formatted with its unit (e.g. `145.0 KB gzip`, `loaded once`). */
  measured: string;
  budget: string;
  pass: boolean;
  note?: string;
}

const PASS = '\u001b[32mPASS\u001b[0m';
const FAIL = '\u001b[31;1mFAIL\u001b[0m';

/** Kilobytes as the budgets count them (1 KB = 1000 bytes). */
export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** The budgets table: one line per row, grouped, then a count of failures. */
export function formatReport(rows: readonly BudgetRow[]): string {
  const headers = ['budget', 'measured', 'limit', 'result'];
  const cells = rows.map((row) => [
    `${row.group}: ${row.name}`,
    row.measured,
    row.budget,
    row.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...cells.map((line) => line[column]!.length)),
  );
  const pad = (line: string[]) =>
    line.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  const lines = [pad(headers), widths.map((width) => '-'.repeat(width)).join('  ')];
  rows.forEach((row, index) => {
    const line = pad(cells[index]!).replace(/(PASS|FAIL)\s*$/, row.pass ? PASS : FAIL);
    lines.push(row.note ? `${line}  (${row.note})` : line);
  });
  const failed = rows.filter((row) => !row.pass).length;
  lines.push(
    '',
    failed === 0
      ? `all ${rows.length} budgets ${PASS}`
      : `${FAIL}: ${failed} of ${rows.length} budgets over their limit`,
  );
  return lines.join('\n');
}
