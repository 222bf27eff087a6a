import { pageAroundRoot, pageStateElement } from './page-state';
import { SIGNED_OUT_PAGES, signedOutPageAt, signedOutPageUrl } from './signed-out-pages';

describe('signedOutPageAt', () => {
  it.each([
    ['/', 'landing.html'],
    ['/login', 'login.html'],
    ['/login/', 'login.html'],
    ['/signup', 'signup.html'],
    ['/forgot-password', 'forgot-password.html'],
    ['/reset-password/2f9c1a7e', 'reset-password.html'],
    ['/privacy-policy', 'privacy-policy.html'],
    ['/terms', 'terms.html'],
  ])('%s is the built page %s', (path, file) => {
    expect(signedOutPageAt(path)?.file).toBe(file);
  });

  it.each(['/meals', '/reset-password', '/reset-password/a/b', '/terms/x', '/loginx', '/profile'])(
    '%s is no signed-out page',
    (path) => {
      expect(signedOutPageAt(path)).toBeUndefined();
    },
  );

  it('renders each page at a URL that is that page, into a file of its own', () => {
    for (const page of SIGNED_OUT_PAGES) expect(signedOutPageAt(signedOutPageUrl(page))).toBe(page);
    const files = SIGNED_OUT_PAGES.map(({ file }) => file);
    expect(new Set(files).size).toBe(files.length);
  });
});

describe('a page around its #root', () => {
  const page = '<html><body><div id="root"></div><script src="/main.js"></script></body></html>';

  it('cuts the page at its empty root, to be filled', () => {
    const around = pageAroundRoot(page)!;
    expect(around.start + '<p>app</p>' + around.end + around.after).toBe(
      '<html><body><div id="root"><p>app</p></div><script src="/main.js"></script></body></html>',
    );
  });

  it('finds no empty root in a page already filled', () => {
    expect(pageAroundRoot(page.replace('></div>', '><p>app</p></div>'))).toBeUndefined();
  });

  it('writes the state as a data block that no text in it can close', () => {
    const element = pageStateElement({ user: null, queries: { note: '</script><b>x</b>' } });
    expect(element).toMatch(
      /^<script type="application\/json" id="dd-page-state">[^<]*<\/script>$/,
    );
    const json = element.slice(element.indexOf('>') + 1, -'</script>'.length);
    expect(JSON.parse(json)).toEqual({ user: null, queries: { note: '</script><b>x</b>' } });
  });
});
