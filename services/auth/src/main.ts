import { bootstrapService, exitOnStartupError } from '@dd/nest-common';
import { AppModule } from './app.module';
import { loadAuthConfig } from './config';

async function main(): Promise<void> {
  const config = loadAuthConfig();
  await bootstrapService(AppModule.forRoot(config), { name: 'auth', defaultPort: 3001 });
}

main().catch(exitOnStartupError);
