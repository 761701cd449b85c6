// Date text as the API speaks it: `YYYY-MM-DD HH:mm:ss`, in a given IANA time zone.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** `YYYY-MM-DD HH:mm:ss` of an instant as seen in a time zone. */
export function formatDateTime(instant: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Today's date `YYYY-MM-DD` in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return formatDateTime(now, timeZone).slice(0, 10);
}

/** Epoch ms of a `YYYY-MM-DD` at 00:00 UTC (setUTCFullYear, since Date.UTC maps years 0–99 to 1900–1999). */
function utcDay(date: string): number {
  const d = new Date(0);
  d.setUTCFullYear(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
  return d.getTime();
}

/** Whole days from `from` to `to`, both `YYYY-MM-DD` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / 86_400_000);
}

/** `YYYY-MM-DD` plus whole days. */
export function addDays(date: string, days: number): string {
  return new Date(utcDay(date) + days * 86_400_000).toISOString().slice(0, 10);
}
