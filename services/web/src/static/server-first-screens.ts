import { join } from 'node:path';
import {
  SERVER_FIRST_SCREEN_ELEMENT_ID,
  SERVER_FIRST_SCREENS_FILE,
  type ServerFirstScreen,
} from '@dd/contracts';
import { BuildFileReader } from './remote-preloads';

interface ServerFirstScreensFile {
  pages: ServerFirstScreen[];
}

function isServerFirstScreen(value: unknown): value is ServerFirstScreen {
  const page = value as Partial<ServerFirstScreen> | null;
  return (
    !!page &&
    typeof page.address === 'string' &&
    typeof page.mark === 'string' &&
    typeof page.html === 'string' &&
    Array.isArray(page.styles) &&
    page.styles.every((text) => typeof text === 'string')
  );
}

function isServerFirstScreensFile(value: unknown): value is ServerFirstScreensFile {
  const file = value as Partial<ServerFirstScreensFile> | null;
  return !!file && Array.isArray(file.pages) && file.pages.every(isServerFirstScreen);
}

/**
 * The first screens the shell's build rendered (its SERVER_FIRST_SCREENS_FILE,
 * re-read when it changes), as the JSON data block the web tier puts in the
 * HTML of the page at that address; `first-screen.js` paints it before the
 * app has started, for a visitor who is not signed in.
 */
export class ServerFirstScreens {
  private readonly files = new BuildFileReader(isServerFirstScreensFile);

  constructor(private readonly shellDist: string) {}

  /** The element for the page at `pathname` (its query does not change a public page's first screen). */
  async elementFor(pathname: string): Promise<string> {
    const file = await this.files.read(join(this.shellDist, SERVER_FIRST_SCREENS_FILE));
    const page = file?.pages.find((candidate) => candidate.address === pathname);
    return page ? firstScreenElement(page) : '';
  }
}

/** The block `first-screen.js` paints `page` from. */
export function firstScreenElement(page: ServerFirstScreen): string {
  return jsonDataElement(SERVER_FIRST_SCREEN_ELEMENT_ID, page);
}

/** A JSON data block (never run: the CSP allows it) that no text in it can close. */
export function jsonDataElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
