import { bootstrapService, exitOnStartupError } from '@dd/nest-common';
import { AppModule } from './app.module';
import { loadDiaryConfig } from './config';

async function main(): Promise<void> {
  const config = loadDiaryConfig();
  await bootstrapService(AppModule.forRoot(config), { name: 'diary', defaultPort: 3002 });
}

main().catch(exitOnStartupError);
