import { isLocalRef, localRefsIn, newLocalRef, withResolvedRefs } from './localRefs';

it('finds local refs anywhere in a write, inside paths and nested values', () => {
  const meal = newLocalRef();
  const photo = newLocalRef();
  expect(isLocalRef(meal)).toBe(true);
  expect(isLocalRef(`x${meal}`)).toBe(false);
  expect(localRefsIn([`/api/meals/${meal}`, { images: [{ url: photo }], n: 1 }])).toEqual([
    meal,
    photo,
  ]);
});

it('puts the server’s values in place of the refs it knows, and leaves the rest and non-strings alone', () => {
  const known = newLocalRef();
  const unknown = newLocalRef();
  const file = new Blob(['x']);
  const value = { path: `/api/meals/${known}`, other: unknown, file, count: 2, list: [known] };
  const resolved = withResolvedRefs(value, new Map([[known, 'm42']]));
  expect(resolved).toEqual({
    path: '/api/meals/m42',
    other: unknown,
    file,
    count: 2,
    list: ['m42'],
  });
  expect(resolved.file).toBe(file);
});
