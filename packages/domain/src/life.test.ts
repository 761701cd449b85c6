import { describe, expect, it } from 'vitest';
import { componentLife, type LifeRow, lifeDaysLeft, lifeExpireDate, lifeState } from './life';

const base: LifeRow = {
  closed: 0,
  lifeHours: null,
  lifeLandings: null,
  lifeCalendar: null,
  manufactureDate: null,
  tsnHours: null,
  csnLandings: null,
  installPlaneHours: null,
  installPlaneLandings: null,
  removeTsnHours: null,
  removeCsnLandings: null,
};
const aircraft = { hours: 1200, landings: 3000 };
const today = '2026-06-15';

describe('componentLife', () => {
  it('is null without any limit', () => {
    expect(componentLife({ ...base, tsnHours: 100, installPlaneHours: 1000 }, aircraft, today)).toBeNull();
  });

  const cases: {
    name: string;
    row: Partial<LifeRow>;
    expect: Partial<ReturnType<typeof componentLife> & object>;
  }[] = [
    {
      name: 'hours accrue from installation',
      row: { lifeHours: 1000, tsnHours: 300, installPlaneHours: 1000 },
      expect: { tsnHours: 500, remainHours: 500, warning: false, overdue: false },
    },
    {
      name: 'hours warn at 10 % left (inclusive)',
      row: { lifeHours: 1000, tsnHours: 700, installPlaneHours: 1000 },
      expect: { tsnHours: 900, remainHours: 100, warning: true, overdue: false },
    },
    {
      name: 'hours at the limit warn, not overdue',
      row: { lifeHours: 1000, tsnHours: 800, installPlaneHours: 1000 },
      expect: { remainHours: 0, warning: true, overdue: false },
    },
    {
      name: 'hours beyond the limit are overdue',
      row: { lifeHours: 1000, tsnHours: 800.5, installPlaneHours: 1000 },
      expect: { remainHours: -0.5, warning: true, overdue: true },
    },
    {
      name: 'landings accrue from installation',
      row: { lifeLandings: 5000, csnLandings: 100, installPlaneLandings: 2000 },
      expect: { csnLandings: 1100, remainLandings: 3900, warning: false },
    },
    {
      name: 'landings warn at 10 % left',
      row: { lifeLandings: 5000, csnLandings: 3500, installPlaneLandings: 2000 },
      expect: { remainLandings: 500, warning: true, overdue: false },
    },
    {
      name: 'landings beyond the limit are overdue',
      row: { lifeLandings: 5000, csnLandings: 4001, installPlaneLandings: 2000 },
      expect: { remainLandings: -1, overdue: true },
    },
    {
      name: 'calendar: expiry = manufacture + life, far away',
      row: { lifeCalendar: '20Y', manufactureDate: '2010-01-31 00:00:00' },
      expect: { expireDate: '2030-01-31', warning: false, overdue: false },
    },
    {
      name: 'calendar warns 90 days ahead',
      row: { lifeCalendar: '10Y', manufactureDate: '2016-09-13 00:00:00' },
      expect: { expireDate: '2026-09-13', remainDays: 90, warning: true, overdue: false },
    },
    {
      name: 'calendar 91 days ahead does not warn',
      row: { lifeCalendar: '10Y', manufactureDate: '2016-09-14 00:00:00' },
      expect: { remainDays: 91, warning: false },
    },
    {
      name: 'calendar: the expiry day itself is not overdue',
      row: { lifeCalendar: '6M', manufactureDate: '2025-12-15 00:00:00' },
      expect: { expireDate: '2026-06-15', remainDays: 0, warning: true, overdue: false },
    },
    {
      name: 'calendar: the day after is overdue',
      row: { lifeCalendar: '180D', manufactureDate: '2025-12-15 00:00:00' },
      expect: { expireDate: '2026-06-13', remainDays: -2, overdue: true },
    },
    {
      name: 'calendar without a manufacture date has no expiry',
      row: { lifeCalendar: '20Y' },
      expect: { expireDate: null, remainDays: null, warning: false },
    },
    {
      name: 'a retired row keeps its values at removal',
      row: {
        closed: 1,
        lifeHours: 1000,
        tsnHours: 100,
        installPlaneHours: 0,
        removeTsnHours: 950,
        removeCsnLandings: 7,
      },
      expect: { tsnHours: 950, csnLandings: 7, remainHours: 50, warning: true },
    },
    {
      name: 'unknown TSN counts as 0 against a limit',
      row: { lifeHours: 1000 },
      expect: { tsnHours: null, remainHours: 1000, warning: false },
    },
    {
      name: 'whichever limit is nearest warns',
      row: {
        lifeHours: 10_000,
        tsnHours: 0,
        installPlaneHours: 1200,
        lifeLandings: 100,
        csnLandings: 95,
        installPlaneLandings: 3000,
      },
      expect: { remainHours: 10_000, remainLandings: 5, warning: true, overdue: false },
    },
  ];
  it.each(cases)('$name', ({ row, expect: want }) => {
    const life = componentLife({ ...base, ...row }, aircraft, today);
    expect(life).not.toBeNull();
    expect(life).toMatchObject(want);
  });

  it('more aircraft hours never increase the remaining hours of an installed component', () => {
    const row = { ...base, lifeHours: 500, tsnHours: 10, installPlaneHours: 100 };
    let last = Number.POSITIVE_INFINITY;
    for (let hours = 100; hours < 800; hours += 7.25) {
      const remain = componentLife(row, { hours, landings: 0 }, today)?.remainHours as number;
      expect(remain).toBeLessThanOrEqual(last);
      last = remain;
    }
  });
});

describe('lifeExpireDate, lifeState, lifeDaysLeft', () => {
  it('clamps the month end', () => {
    expect(lifeExpireDate({ lifeCalendar: '1M', manufactureDate: '2026-01-31 00:00:00' })).toBe('2026-02-28');
  });
  it('states 0, 1, 2', () => {
    expect(lifeState(null)).toBe(0);
    const life = componentLife({ ...base, lifeHours: 100, tsnHours: 50 }, aircraft, today);
    expect(lifeState(life)).toBe(0);
    expect(lifeState(componentLife({ ...base, lifeHours: 100, tsnHours: 95 }, aircraft, today))).toBe(1);
    expect(lifeState(componentLife({ ...base, lifeHours: 100, tsnHours: 101 }, aircraft, today))).toBe(2);
  });
  it('takes the earliest of days, hours and landings at a rate', () => {
    const life = componentLife(
      { ...base, lifeHours: 100, tsnHours: 60, lifeLandings: 100, csnLandings: 10 },
      aircraft,
      today,
    );
    expect(life && lifeDaysLeft(life, 4, 6)).toBe(10);
    expect(life && lifeDaysLeft(life, 0, 0)).toBeNull();
  });
});
