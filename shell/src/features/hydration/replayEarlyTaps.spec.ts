import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HYDRATING_ATTRIBUTE } from '@dd/ui-kit';
import { APP_STARTED_ATTRIBUTE, EARLY_TAP_ATTRIBUTE, replayEarlyTaps } from './replayEarlyTaps';

afterEach(() => {
  document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
  document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
  document.body.innerHTML = '';
  jest.useRealTimers();
});

function serverPage(): { root: HTMLElement; button: HTMLButtonElement; taps: string[] } {
  document.body.innerHTML = '<div id="root"><button type="button">Options</button></div>';
  const root = document.getElementById('root')!;
  const button = root.querySelector('button')!;
  const taps: string[] = [];
  button.addEventListener('click', () => taps.push('tap'));
  return { root, button, taps };
}

/** What React does as it hydrates an element: it keeps the element's props on it. */
function hydrate(element: Element): void {
  Object.assign(element, { __reactProps$test: {} });
}

it('keeps a tap on a control the server rendered until it hydrates, then taps it again', () => {
  jest.useFakeTimers();
  const { root, button, taps } = serverPage();
  document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, '');
  replayEarlyTaps(root);

  button.click();
  expect(taps).toEqual([]);
  jest.advanceTimersByTime(200);
  button.click(); // tapped again, as nothing happened: still one tap to make
  expect(taps).toEqual([]);

  hydrate(button);
  jest.advanceTimersByTime(60);
  expect(taps).toEqual(['tap']);
  jest.advanceTimersByTime(500);
  expect(taps).toEqual(['tap']);
});

it('leaves hydrated controls, controls rendered later and pages past their hydration alone', () => {
  const { root, button, taps } = serverPage();
  document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, '');
  replayEarlyTaps(root);
  const later = document.createElement('button');
  later.addEventListener('click', () => taps.push('later'));
  root.append(later);

  later.click();
  hydrate(button);
  button.click();
  document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
  delete (button as unknown as Record<string, unknown>).__reactProps$test;
  button.click();

  expect(taps).toEqual(['later', 'tap', 'tap']);
});

it('lets a checkbox of the server’s HTML change as the browser changes it (its field keeps that)', () => {
  document.body.innerHTML = '<div id="root"><input type="checkbox" /></div>';
  const root = document.getElementById('root')!;
  document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, '');
  replayEarlyTaps(root);
  const checkbox = root.querySelector('input')!;

  checkbox.click();

  expect(checkbox.checked).toBe(true);
});

describe('with the page’s early taps script', () => {
  const script = readFileSync(join(__dirname, '../../../public/early-taps.js'), 'utf8');
  let removeScript: () => void = () => undefined;

  /** Runs the script as the page's head does, before any of the app's code. */
  function runEarlyTapsScript(): void {
    const added: [string, EventListener][] = [];
    const addEventListener = document.addEventListener.bind(document);
    jest
      .spyOn(document, 'addEventListener')
      .mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options) => {
        added.push([type, listener as EventListener]);
        addEventListener(type, listener, options);
      });
    new Function(script)();
    jest.restoreAllMocks();
    removeScript = () => {
      for (const [type, listener] of added) document.removeEventListener(type, listener, true);
    };
  }

  afterEach(() => removeScript());

  it('keeps the taps made before the app’s code ran and taps the control again once, when it hydrates', () => {
    jest.useFakeTimers();
    runEarlyTapsScript();
    const { root, button, taps } = serverPage();
    const outside = document.createElement('button');
    document.body.append(outside);

    // A person taps three times before the app's code has come, nothing happening.
    for (let tap = 0; tap < 3; tap++) expect(button.dispatchEvent(tapEvent())).toBe(false);
    expect(outside.dispatchEvent(tapEvent())).toBe(true);
    expect(button).toHaveAttribute(EARLY_TAP_ATTRIBUTE);

    document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, '');
    replayEarlyTaps(root);
    expect(button).not.toHaveAttribute(EARLY_TAP_ATTRIBUTE);
    expect(taps).toEqual(['tap', 'tap', 'tap']); // the page's own listener saw the taps; no app handler yet
    taps.length = 0;

    hydrate(button);
    jest.advanceTimersByTime(60);
    expect(taps).toEqual(['tap']);
    jest.advanceTimersByTime(500);
    expect(taps).toEqual(['tap']);
  });

  it('taps controls tapped early again in the order they were tapped, not the page’s', () => {
    jest.useFakeTimers();
    runEarlyTapsScript();
    document.body.innerHTML =
      '<div id="root"><button type="button">All</button><button type="button">Unrated</button></div>';
    const root = document.getElementById('root')!;
    const [all, unrated] = [...root.querySelectorAll('button')];
    const taps: string[] = [];
    for (const control of [all!, unrated!])
      control.addEventListener('click', () => taps.push(control.textContent!));
    unrated!.dispatchEvent(tapEvent());
    all!.dispatchEvent(tapEvent());
    unrated!.dispatchEvent(tapEvent());
    taps.length = 0;

    replayEarlyTaps(root);
    hydrate(all!);
    hydrate(unrated!);
    jest.advanceTimersByTime(60);

    expect(taps).toEqual(['Unrated', 'All']);
  });

  it('stops once the app has started, on a page the app renders itself too', () => {
    runEarlyTapsScript();
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    replayEarlyTaps(root); // a page without a render: no hydration
    const rendered = document.createElement('button');
    root.append(rendered);

    expect(rendered.dispatchEvent(tapEvent())).toBe(true);
    expect(rendered).not.toHaveAttribute(EARLY_TAP_ATTRIBUTE);
  });
});

function tapEvent(): MouseEvent {
  return new MouseEvent('click', { bubbles: true, cancelable: true });
}
