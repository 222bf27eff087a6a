import { bootstrapService, exitOnStartupError } from '@dd/nest-common';
import { AppModule } from './app.module';
import { loadMediaConfig } from './config';

async function main(): Promise<void> {
  const config = loadMediaConfig();
  await bootstrapService(AppModule.forRoot(config), { name: 'media', defaultPort: 3003 });
}

main().catch(exitOnStartupError);
