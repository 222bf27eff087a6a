import { captureFirstScreen } from './captureFirstScreen';

/** jsdom has no layout: each element's top and height come from data attributes. */
function layOut(root: HTMLElement) {
  for (const element of root.querySelectorAll<HTMLElement>('[data-top]')) {
    const top = Number(element.dataset.top);
    const height = Number(element.dataset.height ?? 50);
    element.getBoundingClientRect = () => ({ top, height }) as DOMRect;
  }
}

it('keeps the first screen and leaves out what starts below it', () => {
  const root = document.createElement('div');
  root.innerHTML = `
    <header data-top="0">Dining Diary</header>
    <ul data-top="100" data-height="2000">
      <li data-top="100">pho</li><li data-top="700">ramen</li><li data-top="1400">tacos</li>
    </ul>
    <footer data-top="2100">Follow us</footer>`;
  layOut(root);
  const copy = captureFirstScreen(root, 844);
  expect(copy).toContain('Dining Diary');
  expect(copy).toContain('pho');
  expect(copy).toContain('ramen');
  expect(copy).not.toContain('tacos');
  expect(copy).not.toContain('Follow us');
  expect(root.textContent).toContain('tacos');
});

it('leaves out dialogs, alerts and the messages of floating notices', () => {
  const root = document.createElement('div');
  root.innerHTML = `
    <main data-top="0"><h1>Meals</h1><p role="status">24 meals</p></main>
    <div role="dialog" data-top="0">Delete this meal?</div>
    <p role="alert" data-top="0">Could not save</p>
    <div role="status" aria-live="polite" style="position: fixed" data-top="0"><p>Meal deleted</p></div>`;
  layOut(root);
  const copy = captureFirstScreen(root, 844);
  expect(copy).toContain('24 meals');
  expect(copy).not.toContain('Delete this meal?');
  expect(copy).not.toContain('Could not save');
  expect(copy).not.toContain('Meal deleted');
});

it('keeps a floating notice region empty wherever it sits among what is left out', () => {
  const root = document.createElement('div');
  root.innerHTML = `
    <ul data-top="0" data-height="3000"><li data-top="0">pho</li><li data-top="2000">tacos</li></ul>
    <footer data-top="3000">Follow us <span role="status">3 new posts</span></footer>
    <div role="status" aria-live="polite" style="position: fixed" data-top="800"><p>Meal deleted</p></div>
    <p role="status" data-top="10">24 meals</p>`;
  layOut(root);
  const copy = captureFirstScreen(root, 844);
  expect(copy).toContain('pho');
  expect(copy).not.toContain('tacos');
  expect(copy).not.toContain('Follow us');
  expect(copy).not.toContain('Meal deleted');
  expect(copy).toContain('aria-live="polite"');
  expect(copy).toContain('24 meals');
});
