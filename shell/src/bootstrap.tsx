import '@dd/ui-kit/tokens.css';
import './app/global.css';
import { App } from './app/App';
import { LazyLandingPage } from './app/lazyLandingPage';
import { mountApp, runtimeConfigOrOffline } from './app/mountApp';
import { configureRemotes, RemotePage } from './features/remotes';

async function start(): Promise<void> {
  const config = await runtimeConfigOrOffline();
  configureRemotes(config.remotes);
  mountApp((renderedFor) => (
    <App
      config={config}
      renderedFor={renderedFor}
      remotePage={RemotePage}
      landingPage={LazyLandingPage}
    />
  ));
}

void start();
