// The landing page's entry (build-config's createLandingConfig): the shell's
// tree without Module Federation. It holds no remote: its routes never
// render one, since every navigation leaves for the shell's own build.
import '@dd/ui-kit/tokens.css';
import './app/global.css';
import { AppFrame, RoutedApp } from './app/App';
import { mountApp, runtimeConfigOrOffline } from './app/mountApp';
import { PageLoadRouter } from './app/PageLoadRouter';
import type { RemotePageComponent } from './app/routes';

/** Never rendered: a remote's path is a page load away from the landing page. */
const NoRemotePage: RemotePageComponent = () => null;

async function start(): Promise<void> {
  const config = await runtimeConfigOrOffline();
  mountApp((renderedFor) => (
    <AppFrame
      config={config}
      renderedFor={renderedFor}
      router={
        <PageLoadRouter>
          <RoutedApp remotePage={NoRemotePage} />
        </PageLoadRouter>
      }
    />
  ));
}

void start();
