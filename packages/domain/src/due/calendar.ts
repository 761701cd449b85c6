// Calendar arithmetic of the due engine on whole days. Dates are counted as days since 1970-01-01 (proleptic
// Gregorian, no time zone: the caller decides which day "today" is). Hand-rolled integer arithmetic instead of
// `Date` objects because the engine evaluates millions of rules per second (bench/due-engine.bench.ts).

export interface CalendarInterval {
  years: number;
  months: number;
  days: number;
}

/** A year counts only when 1000 < year < 9999 (the spec's rule; year 1 stands for "no date"). */
export function validYear(year: number): boolean {
  return year > 1000 && year < 9999;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1];
}

/** Days since 1970-01-01 of a civil date (H. Hinnant's days_from_civil). */
export function dayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The civil date of a day number packed as year × 10000 + month × 100 + day (H. Hinnant's civil_from_days). */
export function civilOfDay(dayNo: number): number {
  const z = dayNo + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return year * 10000 + month * 100 + day;
}

/** `YYYY-MM-DD` of a day number (years 1000–9999). */
export function formatDay(dayNo: number): string {
  const c = civilOfDay(dayNo);
  const month = Math.floor(c / 100) % 100;
  const day = c % 100;
  return `${Math.floor(c / 10000)}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

function digits(text: string, from: number, count: number): number {
  let n = 0;
  for (let i = from; i < from + count; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

/**
 * The civil date of `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` (a `T` separator is accepted too) packed as
 * year × 10000 + month × 100 + day, or -1 when the text is absent, not such a date, names a day that does not
 * exist, or has a year outside 1000 < y < 9999 (the year-1 date that stands for "no date" included).
 */
export function parseCivil(text: string | null | undefined): number {
  if (typeof text !== 'string' || text.length < 10) return -1;
  if (text.length > 10) {
    const sep = text.charCodeAt(10);
    if (sep !== 32 && sep !== 84) return -1; // ' ' or 'T'
  }
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return -1; // '-'
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  if (!validYear(year) || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return -1;
  return year * 10000 + month * 100 + day;
}

/** The day number of a date text (see parseCivil), or null when it counts as absent. */
export function parseDay(text: string | null | undefined): number | null {
  const c = parseCivil(text);
  return c < 0 ? null : dayNumber(Math.floor(c / 10000), Math.floor(c / 100) % 100, c % 100);
}

/** First and last day numbers of the showable years 1001–9998. */
const FIRST_VALID_DAY = dayNumber(1001, 1, 1);
const LAST_VALID_DAY = dayNumber(9998, 12, 31);

/** A packed civil date (parseCivil) plus a calendar interval, see addInterval. */
export function addIntervalToCivil(civil: number, interval: CalendarInterval): number | null {
  const year = Math.floor(civil / 10000);
  const month = Math.floor(civil / 100) % 100;
  const day = civil % 100;
  const totalMonths = year * 12 + (month - 1) + interval.years * 12 + interval.months;
  const y = Math.floor(totalMonths / 12);
  const m = totalMonths - y * 12 + 1;
  if (!validYear(y)) return null;
  const end = dayNumber(y, m, Math.min(day, daysInMonth(y, m))) + interval.days;
  return end >= FIRST_VALID_DAY && end <= LAST_VALID_DAY ? end : null;
}

/**
 * A date plus a calendar interval: years and months together as 12 × years + months (calendar months, the day
 * clamped to the last day of the resulting month: 31 Jan + 1M = 28/29 Feb, 29 Feb + 1Y = 28 Feb), then days.
 * Answers a day number, or null when the resulting year is outside 1000 < y < 9999.
 */
export function addInterval(startDay: number, interval: CalendarInterval): number | null {
  return addIntervalToCivil(civilOfDay(startDay), interval);
}

// Number + unit groups in the order year, month, day; each optional, at least one present. A bare number
// means months. Digits are limited to 4 so that an interval never overflows into nonsense.
const INTERVAL = /^\s*(?:(\d{1,4})\s*[Yy年]\s*)?(?:(\d{1,4})\s*(?:个月|[Mm月])\s*)?(?:(\d{1,4})\s*[Dd日天]\s*)?$/;
const BARE_MONTHS = /^\s*(\d{1,4})\s*$/;

const intervalCache = new Map<string, CalendarInterval | null>();
const INTERVAL_CACHE_LIMIT = 2000;

function parseUncached(text: string): CalendarInterval | null {
  const bare = BARE_MONTHS.exec(text);
  if (bare) return { years: 0, months: +bare[1], days: 0 };
  const m = INTERVAL.exec(text);
  if (!m || (m[1] === undefined && m[2] === undefined && m[3] === undefined)) return null;
  return { years: m[1] ? +m[1] : 0, months: m[2] ? +m[2] : 0, days: m[3] ? +m[3] : 0 };
}

/**
 * Parses the calendar interval text `cc` of a time rule (docs/domain.md): in this order, a number with a year unit
 * (Y, y, 年), a month unit (M, m, 月, 个月) and a day unit (D, d, 日, 天), each optional, spaces allowed:
 * `1Y6M`, `18月`, `2年`, `90D`, `1y 2m 3d`. A bare number means months. Anything else answers null.
 * The answer is shared between calls: treat it as read-only.
 */
export function parseCalendarInterval(text: string): { years: number; months: number; days: number } | null {
  if (typeof text !== 'string') return null;
  const cached = intervalCache.get(text);
  if (cached !== undefined) return cached;
  const parsed = parseUncached(text);
  const shared = parsed === null ? null : Object.freeze(parsed);
  if (intervalCache.size >= INTERVAL_CACHE_LIMIT) intervalCache.clear();
  intervalCache.set(text, shared);
  return shared;
}

/** True when the interval is longer than zero days. */
export function isPositiveInterval(interval: CalendarInterval): boolean {
  return interval.years > 0 || interval.months > 0 || interval.days > 0;
}
