/** The first word of a full name: all of a person other members and invitees see. */
export function firstNameOf(fullName: string | undefined): string {
  return (fullName ?? '').trim().split(/\s+/)[0] ?? '';
}
