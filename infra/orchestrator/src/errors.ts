/**
 * A failure whose message says it all (a missing tool, a server that does not
 * answer, a failed build step). The CLI prints only the message, not a stack.
 */
export class OrchestratorError extends Error {}

/** A missing tool or unreachable server the user has to provide. */
export class PrerequisiteError extends OrchestratorError {
  override readonly name = 'PrerequisiteError';
}

/** A command run to completion (npm ci, a build, go build) failed; its own output is already on screen. */
export class CommandFailedError extends OrchestratorError {
  override readonly name = 'CommandFailedError';
}
