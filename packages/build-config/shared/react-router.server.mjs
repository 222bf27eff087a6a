// The react-router API the shell's server bundle provides to every federated
// app's Node container: the browser facade (shared/react-router.mjs) plus the
// router the server renders with. Same share key and version as the browser
// facade, so remotes' server builds consume it as they consume 'react-router'.
export * from './react-router.mjs';
export { StaticRouter } from '@dd/build-config/react-router-implementation';
