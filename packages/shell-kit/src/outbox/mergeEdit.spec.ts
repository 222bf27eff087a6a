import { mergeEdit } from './mergeEdit';

const read = { name: 'Ramen', notes: 'Rich', restaurantId: { _id: 'r1', name: 'Kaido' } };
const base = { sent: { name: 'Ramen', notes: 'Rich', restaurantId: 'r1' }, read };

it('sends only the fields the user changed, so a change made elsewhere to another field stays', () => {
  const mine = { name: 'Shoyu ramen', notes: 'Rich', restaurantId: 'r1' };
  const theirs = { ...read, notes: 'Rich, salty' };

  expect(mergeEdit(mine, base, theirs)).toEqual({ body: { name: 'Shoyu ramen' }, conflicts: [] });
});

it("keeps the user's version of a field changed on both sides, and names it", () => {
  const mine = { name: 'Ramen', notes: 'Too salty', restaurantId: 'r1' };
  const theirs = { ...read, notes: 'Rich, salty' };

  expect(mergeEdit(mine, base, theirs)).toEqual({
    body: { notes: 'Too salty' },
    conflicts: ['notes'],
  });
});

it('sees no conflict where both sides made the same change, a reference by its id', () => {
  const mine = { name: 'Ramen', notes: 'Rich', restaurantId: 'r2' };
  const theirs = { ...read, restaurantId: { _id: 'r2', name: 'Ippudo' } };

  expect(mergeEdit(mine, base, theirs)).toEqual({ body: { restaurantId: 'r2' }, conflicts: [] });
});

it('sends nothing when the user changed nothing', () => {
  expect(mergeEdit({ ...base.sent }, base, { ...read, name: 'Tonkotsu' })).toEqual({
    body: {},
    conflicts: [],
  });
});

it('sends a field the form did not start from as it is', () => {
  expect(mergeEdit({ cuisine: 'Japanese' }, base, read)).toEqual({
    body: { cuisine: 'Japanese' },
    conflicts: [],
  });
});

it('merges a price as one field: sent when changed, left alone when only the other side changed it', () => {
  const priced = { ...read, price: { amount: 18.5, currency: 'USD' } };
  const pricedBase = {
    sent: { ...base.sent, price: { amount: 18.5, currency: 'USD' } },
    read: priced,
  };
  const unchanged = { ...pricedBase.sent, notes: 'Too salty' };
  const otherDevice = { ...priced, price: { amount: 20, currency: 'USD' } };
  expect(mergeEdit(unchanged, pricedBase, otherDevice)).toEqual({
    body: { notes: 'Too salty' },
    conflicts: [],
  });

  const mine = { ...pricedBase.sent, price: { amount: 18.5, currency: 'EUR' } };
  expect(mergeEdit(mine, pricedBase, otherDevice)).toEqual({
    body: { price: { amount: 18.5, currency: 'EUR' } },
    conflicts: ['price'],
  });
});

it('merges who you were with as one field: the whole list when changed, none when only the other side changed it', () => {
  const withSam = { ...read, companions: ['Sam'] };
  const withBase = { sent: { ...base.sent, companions: ['Sam'] }, read: withSam };
  const otherDevice = { ...withSam, companions: ['Sam', 'Jo'] };

  const unchanged = { ...withBase.sent, notes: 'Too salty' };
  expect(mergeEdit(unchanged, withBase, otherDevice)).toEqual({
    body: { notes: 'Too salty' },
    conflicts: [],
  });

  const mine = { ...withBase.sent, companions: ['Sam', 'Alex'] };
  expect(mergeEdit(mine, withBase, otherDevice)).toEqual({
    body: { companions: ['Sam', 'Alex'] },
    conflicts: ['companions'],
  });
  expect(mergeEdit(mine, withBase, withSam)).toEqual({
    body: { companions: ['Sam', 'Alex'] },
    conflicts: [],
  });
});
