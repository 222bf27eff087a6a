// `@dd/shell-kit/standalone`: the standalone entry of a remote. Never part of
// the shell's bundle, nor of what a remote exposes to it.
export { mountStandaloneRemote, type StandaloneRemote } from './mountStandaloneRemote';
export { StandaloneApp, type StandaloneAppProps } from './StandaloneApp';
