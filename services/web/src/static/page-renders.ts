import { join } from 'node:path';
import { parse as parseCookies } from 'cookie';
import {
  authUserSchema,
  DIARY_COOKIE,
  isDiaryId,
  remoteServing,
  SESSION_COOKIE,
  signedOutPageAt,
  type AuthUser,
  type PageRenderRequest,
  type RenderedPage,
  type ShellServerRenderer,
} from '@dd/contracts';
import { evaluateNodeBundle } from './node-bundle';

/** The shell's server renderer in its build: `shell/dist-server/server.cjs`. */
export const SHELL_SERVER_RENDERER = join('dist-server', 'server.cjs');

/** Pages a signed-in person is sent away from (to the diary): the browser does that. */
const SIGNED_OUT_ONLY = ['/login', '/signup'];
/** The shell's own signed-in pages (a remote's are known by remoteServing). */
const SHELL_SIGNED_IN_PAGES = /^\/(?:posts|posts\/new|sync)\/?$/;

function isRenderer(value: unknown): value is ShellServerRenderer {
  return !!value && typeof (value as ShellServerRenderer).renderPage === 'function';
}

/** The session token a page navigation carries (SESSION_COOKIE), if any. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const token = parseCookies(cookieHeader)[SESSION_COOKIE];
  return token && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) ? token : undefined;
}

/**
 * The diary a page navigation names (DIARY_COOKIE), if it is a well-formed
 * id; null for the personal diary. Whether the user may read it is the API's
 * answer, asked while the page renders.
 */
export function diaryIdOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const diaryId = parseCookies(cookieHeader)[DIARY_COOKIE];
  return isDiaryId(diaryId) ? diaryId : null;
}

/** The user a token names (its `user` claim), read without checking its signature. */
export function userOfToken(token: string): AuthUser | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const user = authUserSchema.safeParse((payload as { user?: unknown } | null)?.user);
    return user.success ? user.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Which pages are rendered here: only for a verified session, its
 * signed-in pages (a remote's, the shell's own) and the public pages it may
 * see (in its own frame). A visitor who is not signed in gets the
 * signed-out pages the shell's build rendered; any other page (a signed-in
 * page without a session, which the browser sends to /login; a path the app
 * sends elsewhere) goes without a render: the browser renders it.
 */
export function rendersPage(pathname: string, signedIn: boolean): boolean {
  if (!signedIn) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (signedOutPageAt(path)) return !SIGNED_OUT_ONLY.includes(path);
  return remoteServing(path) !== null || SHELL_SIGNED_IN_PAGES.test(path);
}

export type PageSession = PageRenderRequest['session'];

export type PageToRender = Omit<PageRenderRequest, 'signal'>;

/**
 * Renders pages with the shell's server renderer, evaluated once: it is
 * the federation host of this process (one runtime, one share scope), so a
 * new shell build takes a new web tier process, as the shell's HTML and files
 * are deployed with it. Each remote's server code is the renderer's to
 * load, and to load again when that remote is redeployed. A token is verified before its
 * user's page is rendered (a forged or expired one gets the signed-out
 * page, or none). Each render is aborted at `deadlineMs`: what is not
 * ready then is left to the browser.
 */
export class PageRenders {
  private renderer: Promise<ShellServerRenderer | undefined> | undefined;

  /** `verifiedUserId` checks a token's signature and expiry (the API's bearer check). */
  constructor(
    private readonly shellFolder: string,
    private readonly deadlineMs: number,
    private readonly verifiedUserId: (token: string) => string | undefined,
  ) {}

  /** Loads the renderer ahead of the first page (its evaluation would count against that page's deadline). */
  async warm(): Promise<void> {
    await this.shellRenderer();
  }

  /** The shell's renderer, once it could be evaluated (a build not there yet is tried again next time). */
  private shellRenderer(): Promise<ShellServerRenderer | undefined> {
    this.renderer ??= Promise.resolve()
      .then(() => evaluateNodeBundle(join(this.shellFolder, SHELL_SERVER_RENDERER)))
      .then((bundle) => (isRenderer(bundle) ? bundle : undefined))
      .catch(() => undefined)
      .then((renderer) => {
        if (!renderer) this.renderer = undefined;
        return renderer;
      });
    return this.renderer;
  }

  /** The render of `page` (its session verified), once it is ready; undefined when the page is not rendered here. */
  async render(page: PageToRender): Promise<RenderedPage | undefined> {
    const pathname = new URL(page.url, 'http://page').pathname;
    if (!rendersPage(pathname, page.session !== null)) return undefined;
    const renderer = await this.shellRenderer();
    if (!renderer) return undefined;
    return renderer.renderPage({
      ...page,
      signal: AbortSignal.timeout(this.deadlineMs),
    });
  }

  /** The session a navigation's token names, once its signature and expiry are verified; null without one. */
  sessionOf(token: string | undefined): PageSession {
    const user = token ? userOfToken(token) : undefined;
    return token && user && this.verifiedUserId(token) === user.id ? { token, user } : null;
  }
}
