import { z } from 'zod';

/** Body of the gateway's `/config.json`, read by the shell at start-up. */
export const runtimeConfigSchema = z.object({
  remotes: z.record(z.string(), z.string()),
  geocoderUrl: z.string(),
  tileUrl: z.string(),
  storageUrl: z.string(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
