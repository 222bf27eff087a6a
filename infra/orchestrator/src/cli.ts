import { OrchestratorError } from './errors';
import { start } from './start';
import { test } from './test';

const commands: Record<string, () => Promise<number>> = { start, test };

async function main(name: string | undefined): Promise<number> {
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(`usage: cli.ts <${Object.keys(commands).join('|')}>`);
    return 2;
  }
  try {
    return await command();
  } catch (error) {
    // Problems the user can act on get one clear message; anything else keeps its stack.
    console.error(error instanceof OrchestratorError ? error.message : error);
    return 1;
  }
}

void main(process.argv[2]).then((code) => process.exit(code));
