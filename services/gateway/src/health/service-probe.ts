import { Injectable } from '@nestjs/common';

export type ProbeResult = 'up' | 'down';

/** How long one service's /healthz may take before it counts as down. */
export const PROBE_TIMEOUT_MS = 2000;

/** Asks one service's GET /healthz; anything but a 2xx in time is 'down'. */
@Injectable()
export class ServiceProbe {
  async probe(baseUrl: string): Promise<ProbeResult> {
    try {
      const response = await fetch(new URL('/healthz', baseUrl), {
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.ok ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }
}
