import { join } from 'node:path';
import { LANDING_BUILD_DIR, signedOutPageAt } from '@dd/contracts';

export interface PageEntry {
  /** The folder (in the shell's `dist/`) whose index.html is the page. */
  dir: string;
  /** Whether the page loads the shell's federated build (and so takes its preload hints). */
  federated: boolean;
}

export const SHELL_ENTRY: PageEntry = { dir: '', federated: true };
const LANDING_ENTRY: PageEntry = { dir: LANDING_BUILD_DIR, federated: false };

/**
 * Which of the shell's builds serves the page: the landing page signed out
 * is its own plain build, without the federation runtime (every way out of
 * it is a page load into the shell's build); every other page, and `/` for
 * a signed-in visitor, whose next tap goes into the diary, is the shell's.
 */
export function pageEntryFor(pathname: string, signedIn: boolean): PageEntry {
  const signedOutPage = signedIn ? undefined : signedOutPageAt(pathname);
  return signedOutPage?.entryDir === LANDING_BUILD_DIR ? LANDING_ENTRY : SHELL_ENTRY;
}

/** The entry's index.html in the shell's build at `shellRoot`. */
export function indexHtmlOf(shellRoot: string, entry: PageEntry): string {
  return join(shellRoot, entry.dir, 'index.html');
}
