import { stopRemembered } from './started-servers';

/** Jest globalTeardown: stops only the servers globalSetup started. */
export default async function globalTeardown(): Promise<void> {
  await stopRemembered();
}
