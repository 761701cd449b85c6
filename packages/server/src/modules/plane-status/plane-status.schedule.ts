import { addDays, formatDateTime, todayIn } from '@hangar/domain/dates';
import type { Deps } from '../../platform/http/module';
import { dailyTick } from './plane-status.service';

// The daily recompute's clock (issue 32): at start-up (a day missed while no process ran is caught up: the claim
// is for today, whatever day was claimed last) and then just after each midnight in TIME_ZONE. Every process runs
// it; the claim in `dailyTick` lets one of them do the work each day.

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The instant of the next midnight after `now` in `timeZone` (the start of tomorrow there), daylight-saving
 * changes included: the first guess (tomorrow 00:00 UTC) is moved by the difference between the local time it
 * shows and the midnight sought until they agree.
 */
export function nextMidnight(now: Date, timeZone: string): Date {
  const tomorrow = addDays(todayIn(timeZone, now), 1);
  const target = utc(tomorrow);
  let guess = target;
  for (let i = 0; i < 4; i++) {
    const local = formatDateTime(new Date(guess), timeZone);
    const shown = Date.parse(`${local.slice(0, 10)}T${local.slice(11)}Z`);
    if (shown === target) break;
    guess -= shown - target;
  }
  return new Date(Math.max(guess, now.getTime() + 1));
}

/** A margin after midnight, so that the timer's day is the new one even if the timer fires a little early. */
const AFTER_MIDNIGHT_MS = 1000;

export interface DailyStatus {
  stop(): void;
}

/** Runs `dailyTick` now and after each midnight until stopped; a failure is logged, the next day tries again. */
export function startDailyStatus(
  deps: Pick<Deps, 'db' | 'registry' | 'config' | 'publisher'>,
  log: { error(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void },
): DailyStatus {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const result = await dailyTick(deps);
      if (result.claimed) log.info(result, 'aircraft statuses recomputed for the day');
    } catch (err) {
      log.error({ err }, 'the daily recompute of aircraft statuses failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    const now = new Date();
    const wait = nextMidnight(now, deps.config.timeZone).getTime() - now.getTime() + AFTER_MIDNIGHT_MS;
    timer = setTimeout(() => void run().then(schedule), wait);
    timer.unref();
  };
  void run().then(schedule);
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
