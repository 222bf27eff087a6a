import { bootstrapService, exitOnStartupError } from '@dd/nest-common';
import { AppModule } from './app.module';
import { loadYelpConfig } from './config';

async function main(): Promise<void> {
  const config = loadYelpConfig();
  await bootstrapService(AppModule.forRoot(config), { name: 'yelp', defaultPort: 3004 });
}

main().catch(exitOnStartupError);
