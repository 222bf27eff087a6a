import type { OutgoingMail } from '@dd/nest-common';
import { escapeHtml } from '../common/escape-html';

export interface InviteMailContent {
  to: string;
  link: string;
  diaryName: string;
  invitedBy: string;
  role: 'editor' | 'viewer';
  validDays: number;
}

const ROLE_WORDS = { editor: 'add to and edit', viewer: 'read' } as const;

/** The e-mail that carries an invitation to a shared diary. */
export function diaryInviteMail(content: InviteMailContent): OutgoingMail {
  const { to, link, diaryName, role, validDays } = content;
  const inviter = content.invitedBy || 'Someone';
  const text = [
    `${inviter} invites you to the diary "${diaryName}" on Dining Diary, to ${ROLE_WORDS[role]} it.`,
    `Sign in with this e-mail address and open this link to join (valid for ${validDays} days, once):`,
    '',
    link,
    '',
    'If you do not want to join, ignore this e-mail.',
  ].join('\n');
  const html = `<p>${escapeHtml(inviter)} invites you to the diary “${escapeHtml(diaryName)}” on Dining Diary, to ${ROLE_WORDS[role]} it.</p>
<p><a href="${link}">Join the diary</a> (sign in with this e-mail address; valid for ${validDays} days, once).</p>
<p>If you do not want to join, ignore this e-mail.</p>`;
  return { to, subject: `${inviter} invites you to a diary on Dining Diary`, text, html };
}
