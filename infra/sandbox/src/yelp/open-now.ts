import type { SandboxBusiness } from '../dataset/types';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Whether `now`, in the business's own time zone, falls in one of its opening slots. */
export function isOpenNow(business: SandboxBusiness, now: Date): boolean {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: business.timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = WEEKDAYS.indexOf(part('weekday'));
  const time = `${part('hour')}${part('minute')}`;
  return business.hours.some((slot) => slot.day === day && slot.start <= time && time < slot.end);
}
