import { Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AirStatusTag } from '../../components/air-status';
import { StatusReasons } from './StatusReasons';
import { usePlaneStatus } from './status-query';

/*
 * PlaneStatusBadge — the aircraft drawer's title status (issue 32): the status tag, a button (keyboard: Tab,
 * Enter or Space) that opens its reasons and since when in a popover. Renders nothing until the status is read.
 *
 *   <PlaneStatusBadge plane={planeId} />
 */

export function PlaneStatusBadge({ plane }: { plane: number }) {
  const { t } = useTranslation();
  const status = usePlaneStatus(plane).data;
  if (!status) return null;
  const content = (
    <div style={{ maxWidth: 420 }} data-testid="status-popover">
      {status.since ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('status.since', { at: status.since.slice(0, 16) })}
        </Typography.Paragraph>
      ) : null}
      <StatusReasons reasons={status.reasons} />
    </div>
  );
  return (
    <Popover content={content} title={t('status.reasons')} trigger={['click']}>
      <button
        type="button"
        data-testid="plane-status"
        aria-label={`${t('plane.entity.airStatus')}: ${t(`status.air.${status.status}`)}`}
        style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', font: 'inherit' }}
      >
        <AirStatusTag status={status.status} />
      </button>
    </Popover>
  );
}
