import type { StatusReason } from '@hangar/domain/contracts/status';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../components/status-colours';

/*
 * StatusReasons — why an aircraft has its status (issue 32): each reason's kind, what it is about (item name,
 * certificate, part and serial) and its due day; grounding reasons in the overdue colours, the others (deferrals
 * in date) in the warning colours. "None" without reasons.
 *
 *   <StatusReasons reasons={status.reasons} />
 */

export function StatusReasons({ reasons }: { reasons: readonly StatusReason[] }) {
  const { t } = useTranslation();
  if (reasons.length === 0) return <Typography.Text type="secondary">{t('status.noReasons')}</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }} data-testid="status-reasons">
      {reasons.map((r) => (
        <li key={`${r.kind}-${r.ref ?? r.title}`} style={{ marginBlock: 4 }}>
          <StatusTag status={r.grounding ? 'overdue' : 'warning'}>{t(`status.kind.${r.kind}`)}</StatusTag>{' '}
          <span>{r.title}</span>
          {r.due ? <Typography.Text type="secondary"> · {t('status.due', { due: r.due })}</Typography.Text> : null}
        </li>
      ))}
    </ul>
  );
}
