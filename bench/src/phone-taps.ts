import type { CDPSession, Page } from 'playwright-core';

// Functions that run in the page (addInitScript, evaluate) must not bind
// functions to names: tsx compiles those into calls to its own `__name`
// helper, which does not exist in the page. Pass anonymous arrows instead.

/** How a tap is made: a finger (CDP touch events, on the phone) or a mouse (the desktop). */
export type Pointer = 'touch' | 'mouse';

/**
 * What makes a tap on the control work: its menu open and visible (the
 * trigger's aria-expanded and its role=menu), its aria-pressed changed, or
 * (for a link) nothing the page shows: the URL is watched instead.
 */
export type WorksWhen = 'menu' | 'pressed' | 'url';

export interface TapTarget {
  url: string;
  /** The Element Timing name whose first paint starts the taps. */
  mark: string;
  /** The control tapped (the first match). */
  target: string;
  worksWhen: WorksWhen;
  pointer: Pointer;
  /** A request the control sends (part of its URL): the control worked once it has gone out. */
  request?: string;
}

/** Where the control was, sent by the page when the mark painted and at each click. */
interface TargetSeen {
  x: number;
  y: number;
  /** The control's link, when it is one. */
  href?: string;
  /** performance.timeOrigin of the page (epoch ms). */
  origin: number;
  /** The mark's first paint, ms after navigation start. */
  paint: number;
}

/** What the page records (times in ms after navigation start). */
interface TapState {
  origin: number;
  paint?: number;
  href?: string;
  /** The control's aria-pressed when the mark painted. */
  pressed?: string | null;
  /** Each click (tap) the page received, in the order it handled them. */
  clicks: { time: number; onTarget: boolean; present: boolean; handled?: boolean }[];
  /** When the control first carried its React props (its code had hydrated it), polled every 25 ms. */
  hydratedAt?: number;
  /** When the control's effect (menu visible, aria-pressed changed, its request sent) was first seen. */
  workedAt?: number;
  /** When the control's request started (reported once its response has come). */
  requestAt?: number;
  /** When the URL became the link's, in the same document. */
  urlChangedAt?: number;
}

type TapWindow = {
  __benchTaps?: TapState;
  __benchTarget?: (seen: TargetSeen | null) => Promise<void>;
  __benchWorked?: () => Promise<void>;
};

export const TAP_INTERVAL_MS = 150;
/** Taps go on this long after the first paint before the control counts as dead. */
const TAPPING_TIMEOUT_MS = 20_000;
/** A tapped link whose page has not come by then was lost. */
export const LINK_TIMEOUT_MS = 5_000;
const PAINT_TIMEOUT_MS = 30_000;

interface Watched {
  /** The control where the mark painted; rejects if the mark never painted. */
  seen: Promise<TargetSeen>;
  /** The control's latest position. */
  at: () => TargetSeen | undefined;
  /** Resolves when the page has seen the control work. */
  worked: Promise<void>;
}

/**
 * Before the page's scripts run: watches `target` from the first paint of
 * `mark`: where it is, every click with whether the page's code handled it
 * (the app's handlers of these controls call preventDefault; a click that
 * reaches no handler is not), when React hydrated it and when it worked.
 */
async function watchTarget(
  page: Page,
  {
    mark,
    target,
    worksWhen,
    request,
  }: Pick<TapTarget, 'mark' | 'target' | 'worksWhen' | 'request'>,
): Promise<Watched> {
  let latest: TargetSeen | undefined;
  let onSeen: (seen: TargetSeen | null) => void = () => undefined;
  const seen = new Promise<TargetSeen | null>((resolve) => (onSeen = resolve));
  let onWorked: () => void = () => undefined;
  const worked = new Promise<void>((resolve) => (onWorked = resolve));
  await page.exposeBinding('__benchTarget', (_source, where: TargetSeen | null) => {
    if (where) latest = where;
    onSeen(where);
  });
  await page.exposeBinding('__benchWorked', () => onWorked());
  await page.addInitScript(
    ({ mark: name, target: selector, worksWhen: works, request: sent }) => {
      const w = window as TapWindow;
      const state: TapState = { origin: performance.timeOrigin, clicks: [] };
      w.__benchTaps = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const { identifier, renderTime, loadTime } = entry as PerformanceEntry & {
            identifier: string;
            renderTime: number;
            loadTime: number;
          };
          if (identifier !== name || state.paint !== undefined) continue;
          state.paint = renderTime || loadTime;
          const element = document.querySelector(selector);
          state.pressed = element?.getAttribute('aria-pressed');
          state.href = element instanceof HTMLAnchorElement ? element.href : undefined;
          const box = element?.getBoundingClientRect();
          void w.__benchTarget?.(
            box
              ? {
                  x: box.left + box.width / 2,
                  y: box.top + box.height / 2,
                  href: state.href,
                  origin: state.origin,
                  paint: state.paint,
                }
              : null,
          );
        }
      }).observe({ type: 'element', buffered: true });
      window.addEventListener(
        'click',
        (event) => {
          const element = document.querySelector(selector);
          const click = {
            time: event.timeStamp,
            onTarget: !!element && event.target instanceof Node && element.contains(event.target),
            present: !!element,
            handled: false,
          };
          state.clicks.push(click);
          // After the event's dispatch: whether a handler of the app took it.
          setTimeout(() => (click.handled = event.defaultPrevented), 0);
          const box = element?.getBoundingClientRect();
          if (box && state.paint !== undefined)
            void w.__benchTarget?.({
              x: box.left + box.width / 2,
              y: box.top + box.height / 2,
              href: state.href,
              origin: state.origin,
              paint: state.paint,
            });
        },
        true,
      );
      const poll = setInterval(() => {
        const element = document.querySelector(selector);
        if (element && Object.keys(element).some((key) => key.startsWith('__reactProps$'))) {
          state.hydratedAt = performance.now();
          clearInterval(poll);
        } else if (performance.now() > 60_000) clearInterval(poll);
      }, 25);
      new MutationObserver(() => {
        if (state.workedAt !== undefined || state.paint === undefined || works === 'url') return;
        const element = document.querySelector(selector);
        if (!element) return;
        const menu = document.getElementById(element.getAttribute('aria-controls') ?? '');
        const worked =
          works === 'menu'
            ? element.getAttribute('aria-expanded') === 'true' &&
              menu?.getAttribute('role') === 'menu' &&
              menu.getBoundingClientRect().height > 0
            : element.getAttribute('aria-pressed') !== state.pressed;
        if (!worked) return;
        state.workedAt = performance.now();
        void w.__benchWorked?.();
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-expanded', 'aria-pressed', 'aria-controls'],
      });
      if (sent)
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (!entry.name.includes(sent) || state.requestAt !== undefined) continue;
            state.requestAt = entry.startTime;
            if (state.workedAt !== undefined) continue;
            state.workedAt = performance.now();
            void w.__benchWorked?.();
          }
        }).observe({ type: 'resource', buffered: true });
      (window as { navigation?: EventTarget }).navigation?.addEventListener(
        'currententrychange',
        () => {
          if (state.href && new URL(state.href).pathname === location.pathname)
            state.urlChangedAt ??= performance.now();
        },
      );
    },
    { mark, target, worksWhen, request },
  );
  const painted = within(seen, PAINT_TIMEOUT_MS, `${mark} was not painted`).then((where) => {
    if (!where) throw new Error(`${target} was not on the page when ${mark} painted`);
    return where;
  });
  // A load that fails before its paint is awaited reports that failure, not this one.
  painted.catch(() => undefined);
  return { seen: painted, at: () => latest, worked };
}

/** One tap at (x, y): a finger's touch start and end, or a mouse's press and release. */
function tap(cdp: CDPSession, pointer: Pointer, { x, y }: { x: number; y: number }) {
  if (pointer === 'touch')
    return Promise.all([
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] }),
      cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
    ]);
  return Promise.all([
    cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y }),
    cdp.send('Input.dispatchMouseEvent', {
      type: 'mousePressed',
      x,
      y,
      button: 'left',
      clickCount: 1,
    }),
    cdp.send('Input.dispatchMouseEvent', {
      type: 'mouseReleased',
      x,
      y,
      button: 'left',
      clickCount: 1,
    }),
  ]);
}

export interface FirstWorkingTap {
  /** The tap that worked, ms after navigation start. */
  time: number;
  /** The mark's first paint, when the taps began. */
  paint: number;
  /** When the control's effect showed (the menu visible, the thumb pressed, its request sent). */
  shownAt: number;
  /** When its request started, if it sent one. */
  requestAt?: number;
  /** When the control's code had hydrated it, if seen. */
  hydratedAt?: number;
  /** Taps on the control before the one that worked, which did nothing. */
  lost: number;
  /** Taps sent in all; those that landed beside the control, and while it was not on the page. */
  taps: number;
  missed: number;
  missing: number;
}

/**
 * A person who taps `target` every TAP_INTERVAL_MS from the first paint of
 * `mark` until it works: the time of the first tap that worked (that the
 * app's code handled, so the control responded), from navigation start.
 * Taps go on at their pace whatever the page is doing; each is timed by the
 * page's own event timestamp.
 */
export async function timeFirstWorkingTap(
  page: Page,
  cdp: CDPSession,
  spec: TapTarget,
): Promise<FirstWorkingTap> {
  const watched = await watchTarget(page, spec);
  let done = false;
  void watched.worked.then(() => (done = true));
  let left: string | undefined;
  const startPath = new URL(spec.url).pathname;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname !== startPath)
      left = frame.url();
  });
  await page.goto(spec.url, { waitUntil: 'commit' });
  await watched.seen;
  const start = Date.now();
  let taps = 0;
  while (!done) {
    if (left) throw new Error(`a tap left the page for ${left}`);
    if (Date.now() - start > TAPPING_TIMEOUT_MS)
      throw new Error(`${taps} taps in ${TAPPING_TIMEOUT_MS / 1000} s: none worked`);
    // Not awaited: a person does not wait for the page to take the last tap.
    void tap(cdp, spec.pointer, watched.at()!).catch(() => undefined);
    taps++;
    await Promise.race([sleep(start + taps * TAP_INTERVAL_MS - Date.now()), watched.worked]);
  }
  const state = await page.evaluate(
    () =>
      new Promise<TapState | undefined>((resolve) =>
        setTimeout(() => resolve((window as TapWindow).__benchTaps), 50),
      ),
  );
  if (!state || state.paint === undefined || state.workedAt === undefined)
    throw new Error('the page lost its tap records');
  const onTarget = state.clicks.filter((click) => click.onTarget);
  const working = onTarget.findIndex((click) => click.handled);
  if (working < 0) throw new Error(`${spec.target} responded, but no tap on it was handled`);
  return {
    time: Math.round(onTarget[working]!.time),
    paint: Math.round(state.paint),
    shownAt: Math.round(state.workedAt),
    hydratedAt: state.hydratedAt === undefined ? undefined : Math.round(state.hydratedAt),
    lost: working,
    taps,
    requestAt: state.requestAt === undefined ? undefined : Math.round(state.requestAt),
    missed: state.clicks.filter((click) => click.present && !click.onTarget).length,
    missing: state.clicks.filter((click) => !click.present).length,
  };
}

export interface LinkTap {
  /** When the URL became the link's, ms after navigation start; undefined: the tap was lost. */
  time?: number;
  /** Whether the app followed it (same document) or the browser loaded the page. */
  inApp?: boolean;
  paint: number;
  /** When the tap was sent (by the bench's clock against the page's time origin). */
  tappedAt: number;
}

/**
 * One tap on the link `target` the moment `mark` first paints: when the
 * page's URL became the link's, from navigation start. The app following it
 * is timed by the page (the history entry changing); a page load the
 * browser made of it by when the new page's response began (the URL
 * commits). Lost when the URL has not changed LINK_TIMEOUT_MS after the tap.
 */
export async function timeLinkTap(page: Page, cdp: CDPSession, spec: TapTarget): Promise<LinkTap> {
  const watched = await watchTarget(page, { ...spec, worksWhen: 'url' });
  await page.goto(spec.url, { waitUntil: 'commit' });
  const seen = await watched.seen;
  if (!seen.href) throw new Error(`${spec.target} is not a link`);
  const wanted = new URL(seen.href).pathname;
  const opened = page
    .waitForURL((url) => url.pathname === wanted, {
      waitUntil: 'commit',
      timeout: LINK_TIMEOUT_MS,
    })
    .then(
      () => true,
      () => false,
    );
  const tappedAt = Math.round(Date.now() - seen.origin);
  await tap(cdp, spec.pointer, seen);
  const paint = Math.round(seen.paint);
  if (!(await opened)) return { paint, tappedAt };
  const after = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    return {
      origin: performance.timeOrigin,
      changedAt: (window as TapWindow).__benchTaps?.urlChangedAt,
      responseStart: navigation?.responseStart ?? 0,
    };
  });
  const inApp = after.origin === seen.origin;
  const time = inApp
    ? (after.changedAt ?? Date.now() - seen.origin)
    : after.origin - seen.origin + after.responseStart;
  return { time: Math.round(time), inApp, paint, tappedAt };
}

export interface ScriptBytes {
  /** Bytes on the wire (CDP encodedDataLength, headers included) of every script response. */
  total: number;
  scripts: { path: string; bytes: number; finishedAt: number }[];
  /** When `hydrated` first carried its React props, ms after navigation start. */
  hydratedAt?: number;
}

/**
 * Loads `url` (on `cdp`'s page) until the network is idle and adds up the
 * bytes every script response took on the wire, with when each finished and
 * when the element `hydrated` was hydrated.
 */
export async function scriptBytes(
  page: Page,
  cdp: CDPSession,
  url: string,
  { mark, hydrated }: { mark: string; hydrated: string },
): Promise<ScriptBytes> {
  await watchTarget(page, { mark, target: hydrated, worksWhen: 'url' });
  await cdp.send('Network.enable');
  const origin = new URL(url).origin;
  let navigationStart: number | undefined;
  const scripts = new Map<string, { url: string; bytes?: number; finishedAt?: number }>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && navigationStart === undefined)
      navigationStart = event.timestamp;
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script' || /javascript|ecmascript/.test(event.response.mimeType))
      scripts.set(event.requestId, { url: event.response.url });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (!script) return;
    script.bytes = event.encodedDataLength;
    script.finishedAt = Math.round((event.timestamp - (navigationStart ?? event.timestamp)) * 1000);
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: PAINT_TIMEOUT_MS * 2 });
  const hydratedAt = await page.evaluate(() => (window as TapWindow).__benchTaps?.hydratedAt);
  const finished = [...scripts.values()]
    .filter((script) => script.bytes !== undefined)
    .map((script) => ({
      path: script.url.startsWith(origin) ? script.url.slice(origin.length) : script.url,
      bytes: script.bytes!,
      finishedAt: script.finishedAt!,
    }));
  return {
    total: finished.reduce((sum, script) => sum + script.bytes, 0),
    scripts: finished,
    hydratedAt: hydratedAt === undefined ? undefined : Math.round(hydratedAt),
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${message} within ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
