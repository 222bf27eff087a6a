import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_FIRST_SCREENS_FILE } from '@dd/contracts';
import { landingFirstScreen } from './landingFirstScreen';

/** What the build's page-preloads.json says every page loads. */
interface PagePreloadsFile {
  everyPage: { href: string; as: string }[];
}

/**
 * Run by the build once the shell is in `distDir`: writes the first screens
 * of the public pages, with the text of the stylesheets every page of this
 * build loads, to SERVER_FIRST_SCREENS_FILE there.
 */
export async function writeServerFirstScreens(distDir: string): Promise<void> {
  const preloads = JSON.parse(
    await readFile(path.join(distDir, 'page-preloads.json'), 'utf8'),
  ) as PagePreloadsFile;
  const styleTexts = await Promise.all(
    preloads.everyPage
      .filter((preload) => preload.as === 'style')
      .map((preload) => readFile(path.join(distDir, preload.href), 'utf8')),
  );
  const pages = [landingFirstScreen(styleTexts)];
  await writeFile(path.join(distDir, SERVER_FIRST_SCREENS_FILE), JSON.stringify({ pages }));
}

export { signedInFirstScreen } from './signedInFirstScreen';
