import { ObjectId, type Db } from 'mongodb';
import { companionKey } from '@dd/contracts';
import { dayOf, THUMBS } from './seed-values';

/** The diary's collections, all owner-scoped. */
const DIARY_COLLECTIONS = [
  'restaurants',
  'meals',
  'mealMonths',
  'mealCalendars',
  'tags',
  'restaurantTags',
  'mealTags',
  'diaries',
  'diary_members',
];

/** Dish words of the seeded meal names, so a search has matches. */
const DISHES = ['noodles', 'dumplings', 'tacos', 'pizza', 'curry', 'ramen', 'salad', 'burger'];

/** The per-user scale the diary lists must stay fast at. */
export const DIARY_SCALE = { meals: 10_000, restaurants: 2_000, tags: 200 } as const;

/** How much one seeded user owns. */
export interface DiarySeedScale {
  meals: number;
  restaurants: number;
  tags: number;
  /** One tag on every n-th meal (0: no meal tags). */
  mealTagEvery?: number;
  /** The i-th tag's name (unique per user, ignoring case); `Tag i` by default. */
  tagName?: (index: number) => string;
  /** The i-th meal's image URL; a missing upload by default (cards fall back to a placeholder). */
  mealImageUrl?: (index: number) => string;
  /** The i-th meal's date (`YYYY-MM-DD`); `dayOf` by default (about three years from 2022). */
  mealDate?: (index: number) => string;
  /** The i-th meal's price; none by default. */
  mealPrice?: (index: number) => { amount: number; currency: string } | null;
  /** Who the i-th meal was eaten with (names as written); nobody by default. */
  mealCompanions?: (index: number) => string[];
  /** Whether the i-th restaurant is saved for later; none by default. */
  restaurantWantToGo?: (index: number) => boolean;
  /** The diary the records go in (a shared diary's id, see seedSharedDiary); the user's personal diary by default. */
  diaryId?: string;
}

export interface SeededDiary {
  mealIds: ObjectId[];
  restaurantIds: ObjectId[];
  tagIds: ObjectId[];
}

/**
 * Empties the bench's diary database: FerretDB filters by user in memory, so
 * records of earlier runs and other groups would slow every query measured next.
 */
export async function clearDiary(db: Db): Promise<void> {
  for (const name of DIARY_COLLECTIONS) await db.collection(name).deleteMany({});
}

/**
 * Seeds one user straight into the diary database with insertMany: the API
 * has no bulk create, and thousands of single writes on FerretDB take many
 * minutes. The documents follow the diary's stored shape (the `*.schema.ts`
 * files of services/diary); what a bench measures then goes through the real API.
 */
export async function seedDiary(
  db: Db,
  userId: string,
  scale: DiarySeedScale,
): Promise<SeededDiary> {
  const {
    mealTagEvery = 10,
    tagName = (i: number) => `Tag ${i}`,
    mealImageUrl = (i: number) => `/api/uploads/images/bench-${i}.jpg`,
    mealDate = dayOf,
    mealPrice = () => null,
    mealCompanions = () => [],
    restaurantWantToGo = () => false,
    diaryId = userId,
  } = scale;
  const now = new Date();
  // The user's personal diary by default, whose id is the user's (issue 46); they added every record.
  const owned = () => ({
    _id: new ObjectId(),
    diaryId,
    userId,
    createdAt: now,
    updatedAt: now,
  });
  const tags = Array.from({ length: scale.tags }, (_, i) => {
    const name = tagName(i);
    return { ...owned(), name, nameKey: name.toLowerCase() };
  });
  const restaurants = Array.from({ length: scale.restaurants }, (_, i) => ({
    ...owned(),
    name: `Restaurant ${i}`,
    nameKey: `restaurant ${i}`,
    address: `${i} Bench Street`,
    phone: '',
    website: '',
    cuisine: '',
    notes: '',
    date: dayOf(i),
    isThumbsUp: THUMBS[i % THUMBS.length]!,
    yelpId: null,
    lat: null,
    long: null,
    restaurantImages: [],
    imageUrl: null,
    wantToGo: restaurantWantToGo(i),
  }));
  const meals = Array.from({ length: scale.meals }, (_, i) => {
    const name = `${DISHES[i % DISHES.length]} ${i}`;
    return {
      ...owned(),
      name,
      nameKey: name.toLowerCase(),
      restaurantId: restaurants.length > 0 ? restaurants[i % restaurants.length]!._id : null,
      date: mealDate(i),
      month: mealDate(i).slice(0, 7),
      isThumbsUp: THUMBS[i % THUMBS.length]!,
      price: mealPrice(i),
      // The repository keeps companionKey of each name beside them (services/diary meal.schema.ts).
      ...companionFields(mealCompanions(i)),
      notes: 'Seeded by npm run bench.',
      mealImages: [{ url: mealImageUrl(i), isPrimary: true, caption: '' }],
      imageUrl: null,
    };
  });
  // The list's calendar (services/diary meal-calendar.schema.ts): the months with meals, built.
  // Keyed by the diary (its `userId` field keeps its name from before diaries).
  const mealMonths = [...new Set(meals.map((meal) => meal.month))].map((month) => ({
    _id: `${diaryId}:${month}`,
    userId: diaryId,
    month,
  }));
  const taggedMeals =
    mealTagEvery > 0 && tags.length > 0 ? meals.filter((_, i) => i % mealTagEvery === 0) : [];
  const mealTags = taggedMeals.map((meal, i) => ({
    _id: new ObjectId(),
    diaryId,
    userId,
    mealId: meal._id,
    tagId: tags[i % tags.length]!._id,
    createdAt: now,
  }));
  for (const [name, documents] of [
    ['tags', tags],
    ['restaurants', restaurants],
    ['meals', meals],
    ['mealMonths', mealMonths],
    ['mealTags', mealTags],
  ] as const)
    if (documents.length > 0)
      await db.collection<{ _id: unknown }>(name).insertMany([...documents]);
  await db
    .collection<{ _id: string }>('mealCalendars')
    .updateOne({ _id: diaryId }, { $set: { userId: diaryId, builtAt: now } }, { upsert: true });
  return {
    mealIds: meals.map((meal) => meal._id),
    restaurantIds: restaurants.map((restaurant) => restaurant._id),
    tagIds: tags.map((tag) => tag._id),
  };
}

/** A meal's stored companions, their keys and hasCompanions; none of them when nobody, as a create without companions stores it. */
function companionFields(companions: string[]): {
  companions?: string[];
  companionKeys?: string[];
  hasCompanions?: boolean;
} {
  return companions.length > 0
    ? { companions, companionKeys: companions.map(companionKey), hasCompanions: true }
    : {};
}

/**
 * A shared diary (services/diary diary.schema.ts, diary-member.schema.ts)
 * owned by `ownerId`; its id, for seedDiary's `diaryId`.
 */
export async function seedSharedDiary(db: Db, ownerId: string, name: string): Promise<string> {
  const diaryId = new ObjectId();
  const now = new Date();
  await db.collection('diaries').insertOne({ _id: diaryId, name, createdAt: now });
  await db.collection('diary_members').insertOne({
    _id: new ObjectId(),
    diaryId: diaryId.toHexString(),
    userId: ownerId,
    role: 'owner',
    firstName: 'Bench',
    joinedAt: now,
  });
  return diaryId.toHexString();
}
