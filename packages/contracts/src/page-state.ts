import type { RuntimeConfig } from './runtime-config';
import type { AuthUser } from './auth';

/**
 * The id of the JSON data block that ends a page the web tier rendered: what
 * the app needs to hydrate the HTML before it exactly as it was rendered.
 */
export const PAGE_STATE_ELEMENT_ID = 'dd-page-state';

/**
 * The folder of the shell's build that holds the landing page's own build
 * (`/landing/`, no federation runtime): the web tier serves `/` signed out
 * from it; a page of it only ever shows `/`.
 */
export const LANDING_BUILD_DIR = 'landing';

/** The body of the PAGE_STATE_ELEMENT_ID block. */
export interface PageState {
  /** Whom the HTML was rendered for; null for a page rendered signed out (the build's pages). */
  user: AuthUser | null;
  /** The queries the render read, as TanStack Query's `dehydrate` wrote them. */
  queries?: unknown;
  /** The diary the lists were rendered for (DIARY_COOKIE, once the API confirmed it); null or absent: the personal one. */
  diaryId?: string | null;
  /** Whether the user could write in that diary (not a viewer); absent: yes. */
  diaryWritable?: boolean;
}

/** The shell's index.html holds this empty `#root`, which a page's render fills. */
const EMPTY_ROOT = '<div id="root"></div>';

/** A page around its empty `#root`: up to and with the root's opening tag, its closing tag, and the rest. */
export interface PageAroundRoot {
  start: string;
  end: string;
  after: string;
}

/** `page` cut around its empty `#root`; undefined when it has none. */
export function pageAroundRoot(page: string): PageAroundRoot | undefined {
  const at = page.indexOf(EMPTY_ROOT);
  if (at < 0) return undefined;
  const open = EMPTY_ROOT.length - '</div>'.length;
  return {
    start: page.slice(0, at + open),
    end: '</div>',
    after: page.slice(at + EMPTY_ROOT.length),
  };
}

/** A render's state as the PAGE_STATE_ELEMENT_ID JSON data block (never run: the CSP allows it), which no text in it can close. */
export function pageStateElement(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${json}</script>`;
}

/**
 * The cookie that carries the session's token to the web tier on a page
 * navigation (set and cleared by the shell's session store, SameSite=Strict),
 * so it can render the signed-in user's page. The API never reads it: API
 * requests carry the token as a bearer header.
 */
export const SESSION_COOKIE = 'dd_session';

/**
 * The cookie that names the signed-in user's current diary (set by the
 * shell kit's current-diary store, SameSite=Strict), so the web tier
 * renders the lists of the diary the browser will show. Absent for the
 * personal diary. It grants nothing: the API decides whether the user may
 * read that diary.
 */
export const DIARY_COOKIE = 'dd_diary';

/** Whether `value` can be a diary's id (a MongoDB ObjectId: 24 hex digits). */
export function isDiaryId(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{24}$/i.test(value);
}

/** A page for the shell's server renderer to render (its `dist-server/` bundle, loaded by the web tier). */
export interface PageRenderRequest {
  /** The page's `pathname` and `search`. */
  url: string;
  /** The runtime configuration the page is served with. */
  config: RuntimeConfig;
  /** The verified signed-in user and their token; null renders the page signed out. */
  session: { token: string; user: AuthUser } | null;
  /** The diary the navigation's DIARY_COOKIE names (a well-formed id, not yet checked against the user's diaries); null for the personal one. */
  diaryId?: string | null;
  /** Sends an API request (a path under /api) for this user, as the browser would. */
  fetchApi: (
    path: string,
    init: { method: string; headers: Record<string, string> },
  ) => Promise<Response>;
  /** The origin the configuration's remote URLs are relative to (the web tier's own). */
  remoteOrigin: string;
  /** Aborted at the page's deadline: what is not ready by then the browser renders. */
  signal: AbortSignal;
  /** Told of an error inside the render (the browser renders that part). */
  onError?: (error: unknown) => void;
}

/** A render whose shell is ready: the markup of `#root` streams into `pipe`'s destination, which it ends. */
export interface RenderedPage {
  pipe<T extends NodeJS.WritableStream>(destination: T): T;
  /** What the page was rendered with, for the PAGE_STATE_ELEMENT_ID block; complete once the stream has ended. */
  state(): PageState;
}

/** The export of the shell's server renderer. */
export interface ShellServerRenderer {
  /** Resolves once the page's shell is ready (its first queries answered or given up on). */
  renderPage(request: PageRenderRequest): Promise<RenderedPage>;
}
