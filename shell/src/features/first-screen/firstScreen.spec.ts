import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sessionStore } from '@dd/shell-kit';
import { makeToken, testUser } from '@dd/shell-kit/testing';
import { firstScreenStore } from './firstScreenStore';
import { FIRST_SCREENS_KEY } from './model/snapshots';
import { saveFirstScreen, startSavingFirstScreens } from './saveFirstScreens';

// The script the web tier serves in every page's head, run here as a page does.
const RESTORE_SCRIPT = readFileSync(
  path.join(__dirname, '../../../public/first-screen.js'),
  'utf8',
);
const PAGE_HEAD =
  '<link rel="preload" href="/app.1111.js" as="script"><script src="/main.2222.js"></script>';

// The copy's shadow tree is closed; tests open it to read what it shows.
const attachShadow = Element.prototype.attachShadow;
beforeAll(() => {
  jest.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element) {
    return attachShadow.call(this, { mode: 'open' });
  });
  window.requestAnimationFrame ??= (callback) => window.setTimeout(() => callback(0), 0);
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.signIn(makeToken(), { persistent: true });
  window.history.replaceState(null, '', '/meals');
});

/** Loads a page: its head, the restore script, then the app's (empty) root. */
async function loadPage(head = PAGE_HEAD): Promise<HTMLElement> {
  document.documentElement.setAttribute('data-theme', 'dark'); // as theme-init.js does
  document.head.innerHTML = head;
  document.body.innerHTML = '';
  new Function(RESTORE_SCRIPT)();
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  await Promise.resolve(); // the script's MutationObserver sees the root
  return root;
}

/** The app renders a meal list with its paint mark and one stylesheet, and the shell saves it. */
function renderAndSave(root: HTMLElement, name = 'Pho Bar noodles') {
  root.innerHTML = `<h1>Meals</h1><h2 elementtiming="first-meal-card">${name}</h2>`;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/meals.css';
  Object.defineProperty(link, 'sheet', {
    value: {
      cssRules: [{ cssText: ':root { --dd-gap: 8px; }' }, { cssText: 'h2 { color: red; }' }],
    },
  });
  document.head.append(link);
  saveFirstScreen(root);
}

/** Lets the script's observer and its animation frame run. */
function afterFrames(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 50));
}

function shownCopy(): ShadowRoot | null {
  return document.getElementById('first-screen')?.shadowRoot ?? null;
}

it('shows the saved copy over the hidden app until the app paints the same mark', async () => {
  renderAndSave(await loadPage());
  const root = await loadPage();

  const copy = shownCopy()!;
  expect(copy.textContent).toContain('Pho Bar noodles');
  expect(copy.querySelector('style')!.textContent).toBe(
    ':host { --dd-gap: 8px; }\nh2 { color: red; }',
  );
  expect(document.getElementById('first-screen')).toHaveAttribute('inert');
  expect(document.getElementById('first-screen')).toHaveAttribute('aria-hidden', 'true');
  expect(document.getElementById('first-screen')).toHaveAttribute('data-theme', 'dark');
  expect(root.style.visibility).toBe('hidden');

  root.innerHTML = '<p role="status">Loading...</p>';
  await afterFrames();
  expect(shownCopy()).not.toBeNull();

  root.innerHTML = '<h2 elementtiming="first-meal-card">Pho Bar noodles</h2>';
  await afterFrames();
  expect(shownCopy()).toBeNull();
  expect(root.style.visibility).toBe('');
});

it('gives way to an alert of the app (an error state)', async () => {
  renderAndSave(await loadPage());
  const root = await loadPage();
  root.innerHTML = '<p role="alert">Could not load your meals.</p>';
  await afterFrames();
  expect(shownCopy()).toBeNull();
});

it('gives way after 5 s when the app never paints the mark', async () => {
  renderAndSave(await loadPage());
  jest.useFakeTimers();
  try {
    await loadPage();
    expect(shownCopy()).not.toBeNull();
    jest.advanceTimersByTime(5000);
    expect(shownCopy()).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

it.each([
  ['another address', () => window.history.replaceState(null, '', '/restaurants'), PAGE_HEAD],
  ['other builds', () => undefined, PAGE_HEAD.replace('app.1111', 'app.3333')],
  [
    'another user',
    () => sessionStore.signIn(makeToken({ ...testUser, id: 'u2' }), { persistent: true }),
    PAGE_HEAD,
  ],
  ['an expired session', () => localStorage.setItem('token', makeToken(testUser, -60)), PAGE_HEAD],
])('shows nothing for %s', async (_case, change, head) => {
  renderAndSave(await loadPage());
  change();
  const root = await loadPage(head);
  expect(shownCopy()).toBeNull();
  expect(root.style.visibility).toBe('');
});

it('forgets the copy of a page that no longer shows its mark, and every copy when the user changes', async () => {
  startSavingFirstScreens(await loadPage());
  renderAndSave(await loadPage());
  expect(firstScreenStore.read()?.pages).toHaveLength(1);

  const root = await loadPage();
  root.innerHTML = '<p>No meals yet.</p>';
  saveFirstScreen(root);
  expect(firstScreenStore.read()?.pages).toEqual([]);

  renderAndSave(root);
  sessionStore.signOut();
  expect(firstScreenStore.read()).toBeNull();
});

it('keeps the copies of a session not remembered in its tab only', async () => {
  sessionStore.signIn(makeToken(), { persistent: false });
  renderAndSave(await loadPage());
  expect(localStorage.getItem(FIRST_SCREENS_KEY)).toBeNull();
  expect(sessionStorage.getItem(FIRST_SCREENS_KEY)).toContain('Pho Bar noodles');
  await loadPage();
  expect(shownCopy()?.textContent).toContain('Pho Bar noodles');
});

describe('the first screen the build rendered', () => {
  const landingHead = (address = '/') =>
    `${PAGE_HEAD}<script type="application/json" id="dd-first-screen">${JSON.stringify({
      address,
      mark: 'landing-hero',
      html: '<h1 elementtiming="landing-hero">Remember every meal</h1>',
      styles: [':host { --dd-gap: 8px; }'],
    })}</script>`;

  beforeEach(() => window.history.replaceState(null, '', '/?utm_source=mail'));

  it('is shown to a visitor who is not signed in, until the app paints its mark', async () => {
    sessionStore.signOut();
    const root = await loadPage(landingHead());

    const copy = shownCopy()!;
    expect(copy.querySelector('h1')!.textContent).toBe('Remember every meal');
    expect(copy.querySelector('style')!.textContent).toBe(':host { --dd-gap: 8px; }');
    expect(root.style.visibility).toBe('hidden');

    root.innerHTML = '<h1 elementtiming="landing-hero">Remember every meal</h1>';
    await afterFrames();
    expect(shownCopy()).toBeNull();
    expect(root.style.visibility).toBe('');
  });

  it('is not shown to a signed-in visitor, nor at another address', async () => {
    await loadPage(landingHead());
    expect(shownCopy()).toBeNull();

    sessionStore.signOut();
    await loadPage(landingHead('/login'));
    expect(shownCopy()).toBeNull();
  });
});

describe("the user's page the web tier rendered, which ends the HTML", () => {
  const userPage = (userId: string, address = '/meals?filter=thumbsUp') =>
    JSON.stringify({
      address,
      userId,
      mark: 'first-meal-card',
      html: '<h2 elementtiming="first-meal-card">Served khao soi</h2>',
      styles: [':host { --dd-gap: 8px; }'],
    });

  /** The parser reaches the end of the page: the block, in `parts` as the network brings them. */
  async function arrives(...parts: string[]): Promise<void> {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'dd-first-screen';
    document.body.append(block);
    for (const part of parts) {
      block.append(part);
      await Promise.resolve();
    }
    await Promise.resolve();
  }

  beforeEach(() => window.history.replaceState(null, '', '/meals?filter=thumbsUp'));

  it('is shown to that user once whole, until the app paints its mark', async () => {
    const root = await loadPage();
    expect(shownCopy()).toBeNull();

    const json = userPage(testUser.id);
    await arrives(json.slice(0, 40), json.slice(40));

    expect(shownCopy()!.querySelector('h2')!.textContent).toBe('Served khao soi');
    expect(root.style.visibility).toBe('hidden');
    root.innerHTML = '<h2 elementtiming="first-meal-card">Live khao soi</h2>';
    await afterFrames();
    expect(shownCopy()).toBeNull();
  });

  it("gives way to the device's own copy, painted before it arrived, and to an app already painted", async () => {
    renderAndSave(await loadPage(), 'Saved pho');
    await loadPage();
    await arrives(userPage(testUser.id));
    expect(shownCopy()!.querySelector('h2')!.textContent).toBe('Saved pho');

    localStorage.removeItem(FIRST_SCREENS_KEY);
    const root = await loadPage();
    root.innerHTML = '<h2 elementtiming="first-meal-card">Live khao soi</h2>';
    await arrives(userPage(testUser.id));
    expect(shownCopy()).toBeNull();
  });

  it('is shown to nobody else, nor at another address, nor when signed out', async () => {
    await loadPage();
    await arrives(userPage('someone-else'));
    expect(shownCopy()).toBeNull();

    await loadPage();
    await arrives(userPage(testUser.id, '/meals'));
    expect(shownCopy()).toBeNull();

    sessionStore.signOut();
    await loadPage();
    await arrives(userPage(testUser.id));
    expect(shownCopy()).toBeNull();
  });
});
