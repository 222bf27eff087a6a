import {
  MAX_FIRST_SCREENS,
  parseFirstScreens,
  withFirstScreen,
  withoutFirstScreen,
  type FirstScreenPage,
} from './snapshots';

function page(address: string, styles: string[] = ['/app.css']): FirstScreenPage {
  return { address, build: 'b1', mark: 'first-meal-card', styles, html: `<p>${address}</p>` };
}

describe('withFirstScreen', () => {
  it('puts the newest copy first and replaces the same address', () => {
    const first = withFirstScreen(null, 'u1', page('/meals'), { '/app.css': 'a{}' });
    const second = withFirstScreen(first, 'u1', page('/restaurants'), { '/app.css': 'a{}' });
    const third = withFirstScreen(second, 'u1', { ...page('/meals'), html: '<p>new</p>' }, {});
    expect(third.pages.map((saved) => saved.address)).toEqual(['/meals', '/restaurants']);
    expect(third.pages[0]!.html).toBe('<p>new</p>');
    expect(third.styles).toEqual({ '/app.css': 'a{}' });
  });

  it(`keeps ${MAX_FIRST_SCREENS} pages and only the styles they use`, () => {
    let screens = withFirstScreen(null, 'u1', page('/0', ['/0.css']), { '/0.css': 'zero{}' });
    for (let i = 1; i <= MAX_FIRST_SCREENS; i++)
      screens = withFirstScreen(screens, 'u1', page(`/${i}`, ['/n.css']), { '/n.css': 'n{}' });
    expect(screens.pages).toHaveLength(MAX_FIRST_SCREENS);
    expect(screens.pages.map((saved) => saved.address)).not.toContain('/0');
    expect(screens.styles).toEqual({ '/n.css': 'n{}' });
  });

  it('drops another user’s copies', () => {
    const theirs = withFirstScreen(null, 'u1', page('/meals'), { '/app.css': 'a{}' });
    const mine = withFirstScreen(theirs, 'u2', page('/restaurants', []), {});
    expect(mine).toEqual({ userId: 'u2', pages: [page('/restaurants', [])], styles: {} });
  });
});

it('withoutFirstScreen forgets one address and the styles only it used', () => {
  const one = withFirstScreen(null, 'u1', page('/meals', ['/meals.css']), { '/meals.css': 'm{}' });
  const both = withFirstScreen(one, 'u1', page('/restaurants'), { '/app.css': 'a{}' });
  expect(withoutFirstScreen(both, '/meals')).toEqual({
    userId: 'u1',
    pages: [page('/restaurants')],
    styles: { '/app.css': 'a{}' },
  });
});

it('parseFirstScreens reads only what this format wrote', () => {
  expect(parseFirstScreens(null)).toBeNull();
  expect(parseFirstScreens('{not json')).toBeNull();
  expect(parseFirstScreens('{"pages":[]}')).toBeNull();
  expect(parseFirstScreens('{"userId":"u1","pages":[]}')).toEqual({
    userId: 'u1',
    pages: [],
    styles: {},
  });
});
