import type { AirStatus } from '@hangar/domain/contracts/status';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { type Status, StatusTag } from './status-colours';

/*
 * The aircraft's airworthiness status (issue 32) in the status palette (status-colours.tsx): 可用 serviceable in
 * the fine colours, 带保留可用 with deferrals in the warning colours, 不可用 unserviceable in the overdue colours;
 * the tag's text names the status (never the colour alone).
 *
 *   <AirStatusTag status={plane.airStatus} />
 */

export const AIR_STATUS_COLOUR: Record<AirStatus, Status> = { 1: 'fine', 2: 'warning', 3: 'overdue' };

/** A stored value as a status (anything unknown reads as serviceable, as the server stores it by default). */
export function airStatusOf(value: number | null | undefined): AirStatus {
  return value === 2 || value === 3 ? value : 1;
}

/** The options of a status filter or picker, labelled in the current language. */
export function airStatusOptions(t: (key: string) => string) {
  return ([1, 2, 3] as const).map((value) => ({ value, label: t(`status.air.${value}`) }));
}

export function AirStatusTag({
  status,
  ...props
}: Omit<ComponentProps<'span'>, 'children'> & { status: number | null | undefined }) {
  const { t } = useTranslation();
  const value = airStatusOf(status);
  return (
    <StatusTag status={AIR_STATUS_COLOUR[value]} data-air-status={value} {...props}>
      {t(`status.air.${value}`)}
    </StatusTag>
  );
}
