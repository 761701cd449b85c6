import {
  CheckCircleFilled,
  ClockCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  MinusCircleFilled,
} from '@ant-design/icons';
import { Statistic, type StatisticProps } from 'antd';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Status, useStatusColours } from './status-colours';

// The status figures (status-colours.tsx): a status's named icon beside a coloured figure or count, so that the
// colour is never the only sign. Kept apart from status-colours.tsx so that a screen with tags only does not
// load antd's Statistic and the icons.

const icons: Record<Status, ComponentType<{ 'aria-label'?: string }>> = {
  overdue: CloseCircleFilled,
  warning: ExclamationCircleFilled,
  dueSoon: ClockCircleFilled,
  fine: CheckCircleFilled,
  closed: MinusCircleFilled,
};

/** The status's icon, named for screen readers (`list.status.*`). */
export function StatusIcon({ status }: { status: Status }) {
  const { t } = useTranslation();
  const Icon = icons[status];
  return <Icon aria-label={t(`list.status.${status}`)} />;
}

/**
 * A figure (hours left, a date) in a status's text colour with the status's icon, so that the colour is never the
 * only sign. `fine` shows the plain figure.
 */
export function StatusFigure({ status, ...props }: ComponentProps<'span'> & { status: Status; children: ReactNode }) {
  if (status === 'fine') return <span data-status={status} {...props} />;
  const { children, ...rest } = props;
  return (
    <span className={`hangar-figure hangar-figure-${status}`} data-status={status} {...rest}>
      <StatusIcon status={status} />
      {children}
    </span>
  );
}

/**
 * A count of items in a status (the dashboard's and the fleet monitor's cards): above zero, in the status's text
 * colour with its icon; its title names it.
 */
export function StatusStatistic({
  status,
  value,
  ...props
}: Omit<StatisticProps, 'value' | 'prefix' | 'styles'> & { status: Status | undefined; value: number | undefined }) {
  const colours = useStatusColours();
  const flagged = status !== undefined && !!value;
  return (
    <Statistic
      {...props}
      value={value ?? 0}
      prefix={flagged ? <StatusIcon status={status} /> : undefined}
      styles={flagged ? { content: { color: colours[status].text } } : undefined}
      data-status={flagged ? status : undefined}
    />
  );
}

/**
 * A count on one line, for a strip where a card would take too much height (the fleet monitor's airworthiness
 * counts): its title, then the count, above zero in the status's colour with its icon.
 */
export function StatusCount({
  title,
  value,
  status,
  ...props
}: Omit<ComponentProps<'span'>, 'title'> & {
  title: ReactNode;
  value: number | undefined;
  status: Status | undefined;
}) {
  const flagged = status !== undefined && !!value;
  return (
    <span {...props} data-status={flagged ? status : undefined}>
      {title}{' '}
      <StatusFigure status={flagged ? status : 'fine'}>
        <strong>{value ?? '–'}</strong>
      </StatusFigure>
    </span>
  );
}
