import { InputNumber, type InputNumberProps } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import type { Filter } from '../../components/SearchBar';

// The number inputs of the due filters ("falls due within N days, forecasts included", within N hours or
// landings) of the fleet monitor and the aircraft's maintenance list, and the list's condition for the days.

/** How long a typed number waits before it filters (one query per pause, not per keystroke). */
export const SETTLE_MS = 400;

/** A number input whose value applies SETTLE_MS after the last change; a value set from outside (Reset) shows. */
export function SettlingNumber({
  value,
  onSettle,
  ...props
}: Omit<InputNumberProps<number>, 'value' | 'onChange'> & {
  value: number | undefined;
  onSettle(value: number | undefined): void;
}) {
  const [draft, setDraft] = useState<number | null>(value ?? null);
  const settle = useRef(onSettle);
  settle.current = onSettle;
  useEffect(() => setDraft(value ?? null), [value]);
  useEffect(() => {
    if ((draft ?? undefined) === value) return;
    const timer = setTimeout(() => settle.current(draft ?? undefined), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);
  return <InputNumber<number> {...props} value={draft} onChange={(v) => setDraft(v)} />;
}

/** The bounds of "within N days" (FleetQueryInput.dueWithinDays). */
export const MAX_DUE_DAYS = 36_500;

/**
 * "Falls due within N days, forecasts included" as a condition of the aircraft's list: its stored nearest due
 * (the earlier of the expiry and the forecast days; items needing attention whatever the day carry the year-1
 * date, items without a due the year-9999 one) on or before today + N — what QueryFleet's dueWithinDays does.
 * Today is the browser's day.
 */
export function dueWithinFilter(days: number, today = dayjs()): Filter {
  return { name: 'nearestDue', compare: 'le', value: today.add(days, 'day').format('YYYY-MM-DD'), relate: 'and' };
}
