import type { OutgoingMail } from '@dd/nest-common';

/**
 * The notice sent to the address an account leaves: if the change was not
 * its owner's, this is how they learn that someone holds their password.
 */
export function emailChangedMail(oldEmail: string, newEmail: string): OutgoingMail {
  const text = [
    `The email address of your Dining Diary account was changed from ${oldEmail} to ${newEmail}.`,
    'Every other session of the account has been signed out.',
    '',
    'If you made this change, there is nothing to do.',
    'If you did not, someone knows your password: contact Dining Diary support right away.',
  ].join('\n');
  const html = `<p>The email address of your Dining Diary account was changed from ${escapeHtml(oldEmail)} to ${escapeHtml(newEmail)}.</p>
<p>Every other session of the account has been signed out.</p>
<p>If you made this change, there is nothing to do. If you did not, someone knows your password: contact Dining Diary support right away.</p>`;
  return { to: oldEmail, subject: 'Your Dining Diary email address was changed', text, html };
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}
