import type { ComponentType, ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { matchPage, mountOf, type PaintMark, type RemoteName } from '@dd/contracts';

/** Where a page is: its path's parameters, its query string and the diary its lists show. */
export interface PageAddress {
  params: Record<string, string>;
  searchParams: URLSearchParams;
  /** The current diary (useCurrentDiary); null for the personal one. */
  diaryId: string | null;
}

/** The options of a query a page's first screen reads (useQuery's or useInfiniteQuery's). */
export type FirstScreenQuery = {
  queryKey: readonly unknown[];
  queryFn?: unknown;
  initialPageParam?: unknown;
} & Record<string, unknown>;

/**
 * A view of a page chosen by its query string (`?view=timeline`) whose code
 * is a chunk of its own: the build writes the chunk's files beside the
 * page's, and the web tier links them when the URL's query has `search`.
 */
export interface PageView {
  search: Readonly<Record<string, string>>;
  /** The `webpackChunkName` of the view's lazy import. */
  chunk: string;
}

/** One page of a remote: everything the shell, the server and the build derive from it. */
export interface PageDeclaration {
  /** Below the remote's mount: '' (its index), 'new', ':id', ':id/edit'. */
  path: string;
  /** The page (a `lazyPage` when its code is a chunk of its own). */
  component: ComponentType;
  /**
   * The `webpackChunkName` of the page's lazy import, when it has one: the
   * build writes that chunk's files under the page's path (page-chunks.json),
   * for the web tier to hint them in the page's HTML.
   */
  chunk?: string;
  /** Views of the page whose code is a chunk of its own. */
  views?: readonly PageView[];
  /**
   * The queries its first screen reads, as the page itself asks for them:
   * the server fetches them before it renders the page, and puts their
   * answers in the page for the browser to hydrate with.
   */
  queries?: (address: PageAddress) => FirstScreenQuery[];
  /** The `elementtiming` name of what a person waits for on it. */
  mark?: PaintMark;
}

/** A remote's pages, declared once (src/pages.tsx), and what is derived from them. */
export interface RemotePages {
  /** Where the shell mounts them: '/meals'. */
  mount: string;
  pages: readonly PageDeclaration[];
  /** Each page's full path pattern ('/meals/:id'), its chunk and views, in the order they match (pageAt). */
  addresses: readonly { pattern: string; chunk?: string; views?: readonly PageView[] }[];
  /** The routes of the pages, where anything else goes to `otherwise`. */
  routes(otherwise: ReactNode): ReactNode;
  /** The page at `pathname` and its address (in diary `diaryId`, null: the personal one), if it is one of these. */
  pageAt(
    pathname: string,
    search: string,
    diaryId?: string | null,
  ): { page: PageDeclaration; address: PageAddress } | null;
  /** The queries the first screen of the page at `pathname` + `search` reads in diary `diaryId`. */
  firstScreenQueries(pathname: string, search: string, diaryId?: string | null): FirstScreenQuery[];
}

function fullPattern(mount: string, path: string): string {
  return path ? `${mount}/${path}` : mount;
}

/**
 * Declares the pages of `remote`, below its mount (REMOTE_PAGES). Static
 * paths ('new') are matched before parameters (':id'), as the router ranks them.
 */
export function definePages(remote: RemoteName, pages: readonly PageDeclaration[]): RemotePages {
  const mount = mountOf(remote);
  const ranked = [...pages].sort(
    (a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')),
  );
  const pageAt: RemotePages['pageAt'] = (pathname, search, diaryId = null) => {
    for (const page of ranked) {
      const params = matchPage(fullPattern(mount, page.path), pathname);
      if (params)
        return { page, address: { params, searchParams: new URLSearchParams(search), diaryId } };
    }
    return null;
  };
  return {
    mount,
    pages,
    addresses: ranked.map(({ path, chunk, views }) => ({
      pattern: fullPattern(mount, path),
      chunk,
      ...(views ? { views } : {}),
    })),
    routes: (otherwise) => (
      <Routes>
        {pages.map(({ path, component: Page }) =>
          path ? (
            <Route key={path} path={path} element={<Page />} />
          ) : (
            <Route key="index" index element={<Page />} />
          ),
        )}
        <Route path="*" element={otherwise} />
      </Routes>
    ),
    pageAt,
    firstScreenQueries: (pathname, search, diaryId = null) => {
      const found = pageAt(pathname, search, diaryId);
      return found?.page.queries?.(found.address) ?? [];
    },
  };
}

/**
 * Fetches into `client` the queries the first screen of the page at
 * `pathname` + `search` reads in diary `diaryId` (null: the personal one); a
 * failed one is left for the page to show.
 */
export async function prefetchFirstScreen(
  client: QueryClient,
  pages: RemotePages,
  pathname: string,
  search: string,
  diaryId: string | null = null,
): Promise<void> {
  await Promise.all(
    pages
      .firstScreenQueries(pathname, search, diaryId)
      .map((query) =>
        'initialPageParam' in query
          ? client.prefetchInfiniteQuery(query as never)
          : client.prefetchQuery(query as never),
      ),
  );
}
