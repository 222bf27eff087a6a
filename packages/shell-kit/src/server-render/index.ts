// `@dd/shell-kit/server-render`: Node code for the shell's server renderer
// (its `src/server` entry), never part of a browser bundle.
export { withServerApi, type ServerApi } from './serverApiTransport';
