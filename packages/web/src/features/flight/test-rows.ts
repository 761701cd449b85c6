import type { FlightStatRow, PlaneFlyRow } from '@hangar/domain/contracts/utilisation';

// Flight-log rows typed by the contracts, for the flight screens' tests: editable, not deletable (not the latest)
// unless `over` says otherwise.

export function flightRow(id: number, over: Partial<PlaneFlyRow> = {}): PlaneFlyRow {
  return {
    id,
    plane: 5,
    planeName: 'B-7001',
    flyDate: '2026-03-20 00:00:00',
    dayFlyCount: 4,
    dayFlyHours: 2.5,
    garminHours: 2.4,
    airHours: 2.8,
    addFlyCount: 1204,
    addFlyHours: 1234.5,
    addEngineHours: 845.2,
    hobbsHours: 1301.7,
    comments: null,
    unserviceableReason: null,
    pilot: null,
    pilotReason: null,
    createdBy: 7,
    createdAt: '2026-03-20 18:00:00',
    abilities: { update: true, delete: false },
    ...over,
  };
}

export function statRow(over: Partial<FlightStatRow> = {}): FlightStatRow {
  return {
    theYear: 2026,
    theMonth: 3,
    plane: 5,
    planeName: 'B-7001',
    model: 1,
    days: 12,
    countFly: 40,
    hourFly: 31.5,
    ...over,
  };
}
