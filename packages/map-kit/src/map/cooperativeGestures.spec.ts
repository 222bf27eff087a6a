import { createBaseMap } from './baseMap';
import { cooperativeGestures, HINT_DURATION_MS, TWO_FINGER_HINT } from './cooperativeGestures';

function touch(container: HTMLElement, type: 'touchstart' | 'touchmove', fingers: number) {
  const touches = Array.from({ length: fingers }, (_, i) => ({ clientX: 10 * i, clientY: 10 }));
  const event = new Event(type, { bubbles: true });
  Object.defineProperty(event, 'touches', { value: touches });
  container.dispatchEvent(event);
}

function setUp() {
  const container = document.createElement('div');
  document.body.append(container);
  const map = createBaseMap(container, { tileUrl: '/t/{z}/{x}/{y}.png', center: [1, 2], zoom: 5 });
  const undo = cooperativeGestures(map, { hintClassName: 'hint' });
  const hint = container.querySelector<HTMLElement>('.hint')!;
  return { container, map, undo, hint };
}

afterEach(() => {
  jest.useRealTimers();
  document.body.replaceChildren();
});

it('leaves one-finger drags to the page and shows the hint for a while', () => {
  jest.useFakeTimers();
  const { container, map, hint } = setUp();
  expect(map.dragging.enabled()).toBe(false);
  expect(hint).toHaveAttribute('role', 'status');
  expect(hint).toHaveTextContent('');

  touch(container, 'touchstart', 1);
  touch(container, 'touchmove', 1);
  expect(hint).toHaveTextContent(TWO_FINGER_HINT);
  expect(hint).toHaveAttribute('data-visible');

  jest.advanceTimersByTime(HINT_DURATION_MS);
  expect(hint).not.toHaveAttribute('data-visible');
  expect(hint).toHaveTextContent('');
  map.remove();
});

it('hides the hint as soon as a second finger lands, and never shows it for two', () => {
  const { container, map, hint } = setUp();
  touch(container, 'touchmove', 1);
  touch(container, 'touchstart', 2);
  expect(hint).not.toHaveAttribute('data-visible');
  touch(container, 'touchmove', 2);
  expect(hint).not.toHaveAttribute('data-visible');
  map.remove();
});

it('undoes itself: dragging back on, no hint, no listeners', () => {
  const { container, map, undo } = setUp();
  undo();
  expect(map.dragging.enabled()).toBe(true);
  expect(container.querySelector('.hint')).toBeNull();
  touch(container, 'touchmove', 1);
  expect(container.querySelector('[role="status"]')).toBeNull();
  map.remove();
});
