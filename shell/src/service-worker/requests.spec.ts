import {
  isAppPageNavigation,
  isContentHashedCode,
  isDeploymentEntry,
  pageToStoreRequest,
} from './requests';

const ORIGIN = 'https://app.example';

function request(path: string, init: { method?: string; navigate?: boolean } = {}) {
  const url = new URL(path, ORIGIN);
  // jsdom's Request cannot be built in 'navigate' mode; the worker only reads these two fields.
  const value = { method: init.method ?? 'GET', mode: init.navigate ? 'navigate' : 'cors' };
  return [value as Request, url] as const;
}

describe('which requests the service worker answers', () => {
  it('serves the app’s page navigations, not the API’s, another site’s, or a form post', () => {
    expect(isAppPageNavigation(...request('/meals/42', { navigate: true }), ORIGIN)).toBe(true);
    expect(isAppPageNavigation(...request('/', { navigate: true }), ORIGIN)).toBe(true);
    expect(isAppPageNavigation(...request('/api/export', { navigate: true }), ORIGIN)).toBe(false);
    const sharePage = '/s/AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    expect(isAppPageNavigation(...request(sharePage, { navigate: true }), ORIGIN)).toBe(false);
    expect(isAppPageNavigation(...request('/signup', { navigate: true }), ORIGIN)).toBe(true);
    expect(isAppPageNavigation(...request('/meals'), ORIGIN)).toBe(false);
    expect(
      isAppPageNavigation(...request('/meals', { navigate: true, method: 'POST' }), ORIGIN),
    ).toBe(false);
    expect(
      isAppPageNavigation(...request('https://elsewhere.example/', { navigate: true }), ORIGIN),
    ).toBe(false);
  });

  it('asks the network first for what a deployment changes in place', () => {
    expect(isDeploymentEntry(...request('/mfe/meals/mf-manifest.json'))).toBe(true);
    expect(isDeploymentEntry(...request('https://cdn.example/meals/remoteEntry.js'))).toBe(true);
    expect(isDeploymentEntry(...request('/config.json'))).toBe(true);
    expect(isDeploymentEntry(...request('/mfe/meals/config.json'))).toBe(false);
    expect(isDeploymentEntry(...request('/mfe/meals/765.c692dc0e.js'))).toBe(false);
  });

  it('keeps code named by its content, from any origin, but never an API answer', () => {
    expect(isContentHashedCode(...request('/main.385752e3.js'), ORIGIN)).toBe(true);
    expect(isContentHashedCode(...request('/mfe/meals/meal-page.3beae0b9.css'), ORIGIN)).toBe(true);
    expect(
      isContentHashedCode(...request('https://cdn.example/meals/765.c692dc0e.js'), ORIGIN),
    ).toBe(true);
    expect(isContentHashedCode(...request('/remoteEntry.js'), ORIGIN)).toBe(false);
    expect(isContentHashedCode(...request('/api/media/photo.1234abcd.webp'), ORIGIN)).toBe(false);
    expect(isContentHashedCode(...request('/main.385752e3.js', { method: 'POST' }), ORIGIN)).toBe(
      false,
    );
  });
});

it('fetches an open page again for the device as HTML, with the session cookie (rendered as it was)', () => {
  const request = pageToStoreRequest(`${ORIGIN}/meals?filter=thumbsUp`);

  expect(request.url).toBe(`${ORIGIN}/meals?filter=thumbsUp`);
  expect(request.headers.get('accept')).toBe('text/html');
  expect(request.credentials).toBe('same-origin');
});
