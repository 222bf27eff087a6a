/** @jest-environment node */
import { classNamesIn, stylesUsedBy } from './stylesUsedBy';

const present = classNamesIn(
  '<ul class="grid"><li class="card active"><h2 class="name">Pho</h2></li></ul>',
);

it('reads the class names of markup', () => {
  expect([...present]).toEqual(['grid', 'card', 'active', 'name']);
});

it('keeps the rules the markup can match, and the tokens, theme and element rules', () => {
  const css =
    ':root{--gap:8px}[data-theme=dark]{--ink:#fff}h2{margin:0}.grid{display:grid}.card .name{font-weight:700}.dialog{position:fixed}.card .badge{color:red}';

  expect(stylesUsedBy(css, present)).toBe(
    ':root{--gap:8px}[data-theme=dark]{--ink:#fff}h2{margin:0}.grid{display:grid}.card .name{font-weight:700}',
  );
});

it('keeps the selectors of a list that can match, and the states of present classes', () => {
  const css =
    '.card:hover,.menu:hover{color:red}.card:not(.selected){opacity:1}.card[data-x=".menu"]{top:0}';

  expect(stylesUsedBy(css, present)).toBe(
    '.card:hover{color:red}.card:not(.selected){opacity:1}.card[data-x=".menu"]{top:0}',
  );
});

it('drops a media query left empty, and keeps keyframes and fonts', () => {
  const css =
    '@media (min-width:40em){.dialog{width:30em}}@media (min-width:60em){.grid{gap:2em}.dialog{width:40em}}@keyframes spin{from{rotate:0}to{rotate:1turn}}@font-face{font-family:X;src:url(x.woff2)}';

  expect(stylesUsedBy(css, present)).toBe(
    '@media (min-width:60em){.grid{gap:2em}}@keyframes spin{from{rotate:0}to{rotate:1turn}}@font-face{font-family:X;src:url(x.woff2)}',
  );
});

it('trims a stylesheet it has trimmed before for other markup as for the first', () => {
  const css = '.grid{display:grid}.card{padding:0}.dialog{position:fixed}';

  expect(stylesUsedBy(css, classNamesIn('<div class="dialog"></div>'))).toBe(
    '.dialog{position:fixed}',
  );
  expect(stylesUsedBy(css, present)).toBe('.grid{display:grid}.card{padding:0}');
});
