import type { Diary } from '@dd/contracts';
import { moveChoices, queriedDiaryId } from './diaryMove';

const mine: Diary = { _id: 'u1', name: 'My diary', personal: true, role: 'owner' };
const home: Diary = { _id: 'home', name: 'Home', personal: false, role: 'editor' };
const club: Diary = { _id: 'club', name: 'Club', personal: false, role: 'viewer' };

describe('moveChoices', () => {
  it('offers the diaries the user writes, the record’s own among them', () => {
    expect(moveChoices([mine, home, club], 'u1')).toEqual([mine, home]);
    expect(moveChoices([mine, home, club], 'home')).toEqual([mine, home]);
  });

  it('offers none while the diaries are unknown, or for a record of a diary the user only views', () => {
    expect(moveChoices(undefined, 'u1')).toEqual([]);
    expect(moveChoices([mine, home, club], 'club')).toEqual([]);
  });
});

describe('queriedDiaryId', () => {
  it('names the personal diary null, as the app’s queries do, and a shared one by its id', () => {
    expect(queriedDiaryId('u1', 'u1')).toBeNull();
    expect(queriedDiaryId('home', 'u1')).toBe('home');
  });
});
