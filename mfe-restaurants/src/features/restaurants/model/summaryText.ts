/** "You came 3 times · last on Mar 2, 2024" (the date already formatted). */
export function visitCountText(visitCount: number): string {
  return `You came ${visitCount} ${visitCount === 1 ? 'time' : 'times'}`;
}
