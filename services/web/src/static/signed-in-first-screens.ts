import { join } from 'node:path';
import { parse as parseCookies } from 'cookie';
import {
  authUserSchema,
  FIRST_SCREEN_RENDERER_FILE,
  SESSION_COOKIE,
  type AuthUser,
  type FirstScreenRequest,
  type RemoteFirstScreen,
  type RemoteFirstScreenRenderer,
  type ServerFirstScreen,
} from '@dd/contracts';
import { BundleLoader } from './node-bundle';

/** The shell's prerender bundle: the app's frame around a remote's markup. */
interface ShellRenderer {
  signedInFirstScreen(
    request: Omit<FirstScreenRequest, 'fetchApi'>,
    remote: RemoteFirstScreen,
    styleTexts: readonly string[],
  ): ServerFirstScreen;
}

function hasFunction<T>(name: string) {
  return (value: unknown): value is T =>
    !!value && typeof (value as Record<string, unknown>)[name] === 'function';
}

/** The session token a page navigation carries (SESSION_COOKIE), if any. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const token = parseCookies(cookieHeader)[SESSION_COOKIE];
  return token && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) ? token : undefined;
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

export interface SignedInPage {
  location: FirstScreenRequest['location'];
  token: string;
  config: FirstScreenRequest['config'];
  fetchApi: FirstScreenRequest['fetchApi'];
  /** The remote's build folder (holding `dist/` and `dist-prerender/`). */
  remoteFolder: string;
  /** The stylesheets the page loads. */
  styleTexts: () => Promise<string[]>;
  /** Told why a render gave nothing, and after how long. */
  onGiveUp?: (reason: GiveUpReason, elapsedMs: number, error?: unknown) => void;
}

/**
 * Why a page went without its first screen: over the deadline, a thrown
 * error (a failed query, a broken renderer), or nothing to paint (no
 * renderer, a page without its paint mark, such as an empty diary).
 */
export type GiveUpReason = 'deadline' | 'error' | 'nothing to paint';

/**
 * Renders a signed-in user's first screen of a remote's page: the remote's
 * server renderer (from its current build) renders its route once the
 * page's queries have answered for the user, and the shell's prerender
 * bundle puts the app's frame around it. Undefined when there is nothing to
 * paint (no renderer, a failed query, a page it does not render) or when
 * it takes longer than `deadlineMs`: the app then paints as it always did.
 */
export class SignedInFirstScreens {
  private readonly remotes = new BundleLoader(
    hasFunction<RemoteFirstScreenRenderer>('renderFirstScreen'),
  );
  private readonly shell = new BundleLoader(hasFunction<ShellRenderer>('signedInFirstScreen'));

  /**
   * `verifiedUserId` checks a token's signature and expiry (the API's
   * bearer check): a forged or expired one gets no page, and the API is not asked.
   */
  constructor(
    private readonly shellFolder: string,
    private readonly deadlineMs: number,
    private readonly verifiedUserId: (token: string) => string | undefined,
  ) {}

  /**
   * Loads the shell's and these remotes' renderers ahead of the first page
   * (a few hundred milliseconds of evaluation that would count against its deadline).
   */
  async warm(remoteFolders: readonly string[]): Promise<void> {
    await Promise.all([
      this.shell.read(join(this.shellFolder, 'dist-prerender', FIRST_SCREEN_RENDERER_FILE)),
      ...remoteFolders.map((folder) =>
        this.remotes.read(join(folder, 'dist-prerender', FIRST_SCREEN_RENDERER_FILE)),
      ),
    ]);
  }

  async render(page: SignedInPage): Promise<ServerFirstScreen | undefined> {
    const user = userOfToken(page.token);
    if (!user || this.verifiedUserId(page.token) !== user.id) return undefined;
    const started = performance.now();
    const giveUp = (reason: GiveUpReason, error?: unknown) => {
      page.onGiveUp?.(reason, Math.round(performance.now() - started), error);
      return undefined;
    };
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'deadline'>((resolve) => {
      timer = setTimeout(() => resolve('deadline'), this.deadlineMs);
    });
    try {
      const rendered = await Promise.race([this.renderFor(user, page), deadline]);
      if (rendered === 'deadline') return giveUp('deadline');
      return rendered ?? giveUp('nothing to paint');
    } catch (error) {
      return giveUp('error', error);
    } finally {
      clearTimeout(timer);
    }
  }

  private async renderFor(
    user: AuthUser,
    page: SignedInPage,
  ): Promise<ServerFirstScreen | undefined> {
    const [remoteRenderer, shellRenderer] = await Promise.all([
      this.remotes.read(join(page.remoteFolder, 'dist-prerender', FIRST_SCREEN_RENDERER_FILE)),
      this.shell.read(join(this.shellFolder, 'dist-prerender', FIRST_SCREEN_RENDERER_FILE)),
    ]);
    if (!remoteRenderer || !shellRenderer) return undefined;
    const { location, token, config, fetchApi } = page;
    const [remote, styleTexts] = await Promise.all([
      remoteRenderer.renderFirstScreen({ location, token, user, config, fetchApi }),
      page.styleTexts(),
    ]);
    return remote
      ? shellRenderer.signedInFirstScreen({ location, token, user, config }, remote, styleTexts)
      : undefined;
  }
}
