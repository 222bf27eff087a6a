import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import type { FirstScreenRequest, RemoteFirstScreen, ServerFirstScreen } from '@dd/contracts';
import { BreadcrumbProvider, RuntimeConfigProvider, ServerSession } from '@dd/shell-kit';
import { AppLayout } from '../features/layout';
import { stylesForShadowTree } from '../features/first-screen';
// Node only: postcss stays out of the browser's bundles.
import { classNamesIn, stylesUsedBy } from '../features/first-screen/model/stylesUsedBy';

/** The remote's markup where the app renders the remote's routes (a box of its own would change the layout). */
function RemoteMarkup({ html }: { html: string }) {
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A signed-in user's page as the web tier serves it: the app's frame around
 * the markup the remote's server renderer made of its route, with
 * the rules it uses of `styleTexts`, the stylesheets the page loads.
 * Painted by first-screen.js for this user only.
 */
export function signedInFirstScreen(
  { location, token, user, config }: Omit<FirstScreenRequest, 'fetchApi'>,
  remote: RemoteFirstScreen,
  styleTexts: readonly string[],
): ServerFirstScreen {
  const address = location.pathname + location.search;
  const html = renderToString(
    <ServerSession session={{ token, user }}>
      <RuntimeConfigProvider config={config}>
        <BreadcrumbProvider>
          <StaticRouter location={address}>
            <Routes>
              <Route element={<AppLayout />}>
                <Route path="*" element={<RemoteMarkup html={remote.html} />} />
              </Route>
            </Routes>
          </StaticRouter>
        </BreadcrumbProvider>
      </RuntimeConfigProvider>
    </ServerSession>,
  );
  const classNames = classNamesIn(html);
  return {
    address,
    userId: user.id,
    mark: remote.mark,
    html,
    styles: styleTexts.map((text) => stylesForShadowTree(stylesUsedBy(text, classNames))),
  };
}
