import type { Diary } from '@dd/contracts';
import { testUser } from './makeToken';

/** The test user's personal diary, as GET /api/diaries lists it. */
export const PERSONAL_DIARY: Diary = {
  _id: testUser.id,
  name: 'My diary',
  personal: true,
  role: 'owner',
};

/** The shared diary "Home" of serveSharedDiary (a diary's id is an ObjectId). */
export const SHARED_DIARY_ID = '64b7f0c2a1b2c3d4e5f6d1a7';
