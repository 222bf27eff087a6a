// Entry point of `npm start` and `npm test` on any machine, fresh clone
// included: plain Node, no dependencies. It installs the workspace's
// dependencies when they are missing, then hands over to the TypeScript
// orchestrator (src/cli.ts) through tsx, forwarding signals and exit code.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const command = process.argv[2];
if (command !== 'start' && command !== 'test') {
  console.error('usage: node infra/orchestrator/bootstrap.mjs <start|test>');
  process.exit(2);
}

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
if (!existsSync(tsx)) {
  console.log('[dd] installing dependencies (npm install, from package-lock.json)');
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const child = spawn(tsx, [path.join(root, 'infra', 'orchestrator', 'src', 'cli.ts'), command], {
  cwd: root,
  stdio: 'inherit',
});
// The orchestrator stops its own children; this process only passes the signal on and waits.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
