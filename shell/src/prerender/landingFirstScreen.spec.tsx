/** @jest-environment node */
import { landingFirstScreen } from './landingFirstScreen';

// On Node, as the build runs it: no window, no storage, no document.
it('renders the landing page a visitor who is not signed in sees, with its paint mark', () => {
  const page = landingFirstScreen([
    ':root { --dd-gap: 8px; }\n[data-theme="dark"] { color: red; }',
  ]);

  expect(page.address).toBe('/');
  expect(page.mark).toBe('landing-hero');
  expect(page.html).toContain('elementtiming="landing-hero"');
  expect(page.html).toContain('Remember every meal');
  expect(page.html).toContain('href="/signup"');
  expect(page.html).toContain('Log In');
  expect(page.html).not.toContain('Log Out');
  expect(page.styles).toEqual([
    ':host { --dd-gap: 8px; }\n:host([data-theme="dark"]) { color: red; }',
  ]);
});
