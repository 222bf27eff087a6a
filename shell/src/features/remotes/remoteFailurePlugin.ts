import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime hook for every failed remote load (manifest fetch, remoteEntry
 * script, expose factory). It names the remote and the stage that failed —
 * the runtime's own errors are terse codes — and lets the error propagate so
 * the loader can retry and the route's error boundary can show the fallback.
 */
export function remoteFailurePlugin(
  report: (message: string, error: unknown) => void = console.error,
): ModuleFederationRuntimePlugin {
  return {
    name: 'dd-remote-failure',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      report(
        `[federation] loading '${id}'${remote ? ` from ${remote.entry}` : ''} failed during ${lifecycle}`,
        error,
      );
      // Returning nothing keeps the failure a failure: no silent stand-in module.
      return undefined;
    },
  };
}
