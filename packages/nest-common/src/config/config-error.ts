/** Thrown when the environment does not satisfy a service's configuration schema. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
