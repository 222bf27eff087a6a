// The landing page's entry (build-config's createLandingConfig): the shell's
// tree without Module Federation. It holds no remote: its routes never
// render one, since every navigation leaves for the shell's own build.
import '@dd/ui-kit/tokens.css';
import './app/global.css';
import { AppFrame, RoutedApp } from './app/App';
import { lazyPage } from './app/lazyPage';
import { mountApp, runtimeConfigOrOffline } from './app/mountApp';
import { PageLoadRouter } from './app/PageLoadRouter';
import type { RemotePageComponent } from './app/routes';
import * as landing from './features/landing';

/** Never rendered: a remote's path is a page load away from the landing page. */
const NoRemotePage: RemotePageComponent = () => null;

// Bundled here, yet in the same lazy-page boundary as in the shell's build
// (app/lazyLandingPage): the server renders `/` one way for both builds.
// Loaded before the app hydrates, so the page hydrates at once.
const LandingPage = lazyPage(
  () => Promise.resolve(landing),
  (m) => m.LandingPage,
);
void LandingPage.preload();

async function start(): Promise<void> {
  const config = await runtimeConfigOrOffline();
  mountApp((renderedFor) => (
    <AppFrame
      config={config}
      renderedFor={renderedFor}
      router={
        <PageLoadRouter>
          <RoutedApp remotePage={NoRemotePage} landingPage={LandingPage} />
        </PageLoadRouter>
      }
    />
  ));
}

void start();
