import { styleText } from 'node:util';

type Colour = 'cyan' | 'magenta' | 'yellow' | 'green' | 'blue' | 'red' | 'gray' | 'bold';

const PREFIX_COLOURS: readonly Colour[] = ['cyan', 'magenta', 'yellow', 'green', 'blue'];

function useColour(): boolean {
  return Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
}

export function paint(colour: Colour, text: string): string {
  return useColour() ? styleText(colour, text) : text;
}

/** A stable colour per process name, so `[auth]` looks the same in every run. */
export function colourFor(name: string): Colour {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PREFIX_COLOURS[hash % PREFIX_COLOURS.length]!;
}

export function prefixed(name: string, line: string): string {
  return `${paint(colourFor(name), `[${name}]`)} ${line}`;
}

/** Progress lines of the orchestrator itself. */
export function info(message: string): void {
  process.stdout.write(`${paint('gray', '[dd]')} ${message}\n`);
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
