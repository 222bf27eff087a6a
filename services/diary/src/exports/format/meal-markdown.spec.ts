import { parse } from 'yaml';
import type { ExportedMeal } from './diary-export.schema';
import { mealMarkdown, mealMarkdownEntryName } from './meal-markdown';

const meal: ExportedMeal = {
  id: '0123456789abcdef01234567',
  name: 'Crème brûlée: "the" best #1',
  date: '2024-05-02',
  isThumbsUp: true,
  notes: '## Notes\n\n- crisp top\n\n---\n\nstill notes',
  restaurantId: 'abcdefabcdefabcdefabcdef',
  mealImages: [
    { url: '/api/uploads/images/a.jpg', isPrimary: true, caption: '', photo: 'photos/a.jpg' },
    { url: 'https://x.test/b.jpg', isPrimary: false, caption: '', photo: null },
  ],
  price: { amount: 18.5, currency: 'USD' },
  companions: ['Sam', 'Alex: "the" #1', "O'Brien; Jr"],
  createdAt: null,
  updatedAt: null,
};

function split(markdown: string): { frontMatter: unknown; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(markdown);
  if (!match) throw new Error(`no front matter in ${markdown}`);
  return { frontMatter: parse(match[1]), body: match[2] };
}

describe('meal notes as Markdown', () => {
  it('puts the meal in YAML front matter that reads back exactly, dates as strings', () => {
    const { frontMatter, body } = split(mealMarkdown(meal, 'Chez: Panisse', ['Dessert', 'yes']));
    expect(frontMatter).toEqual({
      title: 'Crème brûlée: "the" best #1',
      date: '2024-05-02',
      restaurant: 'Chez: Panisse',
      rating: 'up',
      price: '18.50 USD',
      tags: ['Dessert', 'yes'],
      companions: meal.companions,
      photos: ['../photos/a.jpg', 'https://x.test/b.jpg'],
      id: meal.id,
      restaurantId: meal.restaurantId,
    });
    expect(body).toBe(`\n${meal.notes}\n`);
  });

  it('writes null for no restaurant and no rating, no price, and no body without notes', () => {
    const markdown = mealMarkdown(
      { ...meal, notes: '  ', isThumbsUp: null, restaurantId: null, price: null },
      null,
      [],
    );
    expect(split(mealMarkdown({ ...meal, companions: [] }, null, [])).frontMatter).toMatchObject({
      companions: [],
    });
    expect(split(markdown).frontMatter).toMatchObject({ restaurant: null, rating: null, tags: [] });
    expect(split(markdown).frontMatter).not.toHaveProperty('price');
    expect(markdown.endsWith('---\n')).toBe(true);
  });

  it('names the file by date, a plain slug and the id', () => {
    expect(mealMarkdownEntryName(meal)).toBe(
      'meals/2024-05-02-creme-brulee-the-best-1-0123456789abcdef01234567.md',
    );
    expect(mealMarkdownEntryName({ ...meal, name: '../../etc/passwd' })).toBe(
      'meals/2024-05-02-etc-passwd-0123456789abcdef01234567.md',
    );
    expect(mealMarkdownEntryName({ ...meal, name: '寿司', date: 'someday' })).toBe(
      'meals/undated-0123456789abcdef01234567.md',
    );
  });
});
