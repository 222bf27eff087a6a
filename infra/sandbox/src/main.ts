import { buildApp } from './app';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3010);
  const host = process.env.HOST ?? '127.0.0.1';
  const app = buildApp(
    { logger: { level: pinoLevel(process.env.LOG_LEVEL) }, disableRequestLogging: true },
    { smtpPort: Number(process.env.SANDBOX_SMTP_PORT ?? 3025), smtpHost: host },
  );

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }

  await app.listen({ port, host });
}

/** LOG_LEVEL uses Nest's names across the stack (log, warn, error, debug, verbose). */
function pinoLevel(level = 'log'): string {
  const levels: Record<string, string> = { log: 'info', verbose: 'trace' };
  return levels[level] ?? level;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
