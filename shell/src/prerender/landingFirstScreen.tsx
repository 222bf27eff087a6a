import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PAINT_MARKS, type RuntimeConfig, type ServerFirstScreen } from '@dd/contracts';
import { BreadcrumbProvider, RuntimeConfigProvider } from '@dd/shell-kit';
import { AppRoutes } from '../app/routes';
import { stylesForShadowTree } from '../features/first-screen';

// The landing page needs none of it; the providers are the app's own.
const NO_CONFIG: RuntimeConfig = { remotes: {}, geocoderUrl: '', tileUrl: '', storageUrl: '' };

/**
 * The landing page as a visitor who is not signed in first sees it, rendered
 * by the app's own routes (lazily loaded parts show what they show while
 * loading), with `styleTexts`, the stylesheets every page applies.
 */
export function landingFirstScreen(styleTexts: readonly string[]): ServerFirstScreen {
  const html = renderToString(
    <RuntimeConfigProvider config={NO_CONFIG}>
      <BreadcrumbProvider>
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      </BreadcrumbProvider>
    </RuntimeConfigProvider>,
  );
  return {
    address: '/',
    mark: PAINT_MARKS.landingHero,
    html,
    styles: styleTexts.map(stylesForShadowTree),
  };
}
