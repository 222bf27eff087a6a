import type { OutgoingMail } from '@dd/nest-common';

/** The e-mail that carries a reset link. */
export function resetPasswordMail(to: string, link: string, validMinutes: number): OutgoingMail {
  const text = [
    'Someone asked to reset the password of your Dining Diary account.',
    `Open this link to choose a new password (valid for ${validMinutes} minutes, once):`,
    '',
    link,
    '',
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>Someone asked to reset the password of your Dining Diary account.</p>
<p><a href="${link}">Choose a new password</a> (valid for ${validMinutes} minutes, once).</p>
<p>If it was not you, ignore this e-mail: your password stays as it is.</p>`;
  return { to, subject: 'Reset your Dining Diary password', text, html };
}
