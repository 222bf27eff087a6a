import { HYDRATING_ATTRIBUTE } from '@dd/ui-kit';
import { replayEarlyTaps } from './replayEarlyTaps';

afterEach(() => {
  document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
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
  expect(taps).toEqual([]);

  hydrate(button);
  jest.advanceTimersByTime(60);
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
