import { CALIBRATION_WARN_DAYS } from '@hangar/domain/contracts/materials';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { StatusTag } from './status-colours';

// A date that falls due: a calibration, a supplier's approval, an employee's licence. Shared by the materials and
// organisation screens; its tags are the materials catalogue's (`material.tag.*`, a frame catalogue).

/** Whole days from today to an API date (`YYYY-MM-DD 00:00:00`); null without a date (or the year-1 date). */
export function daysUntil(date: string | null | undefined, today = dayjs()): number | null {
  if (!date) return null;
  const day = dayjs(date.slice(0, 10), 'YYYY-MM-DD', true);
  if (!day.isValid() || day.year() <= 1000) return null;
  return day.startOf('day').diff(today.startOf('day'), 'day');
}

/** A date cell that warns within 30 days (a due-soon tag with the days left) and when passed (an overdue tag). */
export function dueCell(t: TFunction, date: string | null | undefined, today = dayjs()): ReactNode {
  const days = daysUntil(date, today);
  if (days === null || !date) return null;
  const text = date.slice(0, 10);
  if (days < 0)
    return (
      <>
        {text} <StatusTag status="overdue">{t('material.tag.overdue')}</StatusTag>
      </>
    );
  if (days <= CALIBRATION_WARN_DAYS)
    return (
      <>
        {text} <StatusTag status="dueSoon">{t('material.tag.dueIn', { days })}</StatusTag>
      </>
    );
  return text;
}
