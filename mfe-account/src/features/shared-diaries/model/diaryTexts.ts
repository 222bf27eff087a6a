import type { Diary, DiaryRole } from '@dd/contracts';

/** The Shared diaries section's and the invitation page's fixed texts (issue 46). */
export const DIARY_TEXTS = {
  title: 'Shared diaries',
  intro:
    'A shared diary is one you keep with others, such as your household: you invite them by e-mail as editors, who add and change entries, or viewers, who read them. Your own diary stays private.',
  loading: 'Loading shared diaries...',
  loadFailed: 'Failed to load your shared diaries',
  retry: 'Try again',
  empty:
    'You have no shared diary yet. Create one, such as “Home”, then invite the people you eat with by e-mail.',
  createTitle: 'Create a shared diary',
  nameLabel: 'Name',
  create: 'Create',
  rename: 'Rename',
  renameTitle: 'Rename diary',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete diary',
  deleteTitle: 'Delete diary',
  leave: 'Leave diary',
  leaveTitle: 'Leave diary',
  members: 'Members',
  membersLoading: 'Loading members...',
  membersFailed: 'Failed to load the members',
  you: '(you)',
  remove: 'Remove',
  removeTitle: 'Remove member',
  roleLabel: 'Role',
  invites: 'Pending invitations',
  invitesLoading: 'Loading invitations...',
  invitesFailed: 'Failed to load the invitations',
  noInvites: 'No invitation is waiting for an answer.',
  revoke: 'Revoke',
  inviteTitle: 'Invite someone',
  emailLabel: 'E-mail',
  send: 'Send invitation',
} as const;

export const ROLE_NAMES: Record<DiaryRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};

/** What each role may do, beside the role picker. */
export const ROLE_HINT =
  'Editors add and change meals, restaurants and tags; viewers only read them. Owners also manage members.';

/** The user's shared diaries (GET /api/diaries lists the personal one first). */
export function sharedDiaries(diaries: readonly Diary[]): Diary[] {
  return diaries.filter((diary) => !diary.personal);
}

const EXPIRY_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Expires Dec 13, 2026". */
export function expiresText(expiresAt: string): string {
  return `Expires ${EXPIRY_FORMAT.format(new Date(expiresAt))}`;
}

export const createdText = (name: string) => `Created ${name}.`;
export const renamedText = (name: string) => `Renamed to ${name}.`;
export const deletedText = (name: string) => `Deleted ${name}.`;
export const leftText = (name: string) => `You left ${name}.`;
export const inviteSentText = (email: string) => `Invitation sent to ${email}`;
export const revokedText = (email: string) => `Invitation to ${email} revoked.`;
export const removedText = (firstName: string) => `${firstName} removed.`;
export const roleChangedText = (firstName: string, role: DiaryRole) =>
  `${firstName} is now ${ROLE_NAMES[role].toLowerCase()}.`;

export const deleteMessage = (name: string) => `Delete ${name}?`;
export const DELETE_DETAIL =
  'Its meals, restaurants and tags are deleted too, for every member. This cannot be undone.';
export const leaveMessage = (name: string) => `Leave ${name}?`;
export const LEAVE_DETAIL =
  'You will no longer see its meals, restaurants and tags. To come back you need a new invitation. If you are its only owner, the diary is handed to another member; if you are its last member, it is deleted.';
export const removeMessage = (firstName: string, diaryName: string) =>
  `Remove ${firstName} from ${diaryName}?`;
export const REMOVE_DETAIL = 'They will no longer see the diary. You can invite them again later.';

/** The invitation page's texts. */
export const INVITE_TEXTS = {
  title: 'Invitation',
  signedOut: 'You have been invited to a shared diary on Dining Diary.',
  signedOutHint: 'Sign in to accept it, or sign up first with the e-mail address it was sent to.',
  signIn: 'Sign in',
  signUp: 'Sign up',
  loading: 'Loading the invitation...',
  accept: 'Accept invitation',
  toSharedDiaries: 'Go to Shared diaries',
  toDiary: 'Go to your diary',
  notValid: 'This invitation can no longer be accepted: it was used, revoked or has expired.',
  askAgain: 'Ask the person who invited you for a new invitation.',
} as const;

/** "Olga invited you to Home as editor" ("Someone" when the inviter's name is unknown). */
export function invitedText(invitedBy: string, diaryName: string, role: DiaryRole): string {
  return `${invitedBy.trim() || 'Someone'} invited you to ${diaryName} as ${ROLE_NAMES[role].toLowerCase()}`;
}

export const joinedText = (diaryName: string, role: DiaryRole) =>
  `You joined ${diaryName} as ${ROLE_NAMES[role].toLowerCase()}.`;
