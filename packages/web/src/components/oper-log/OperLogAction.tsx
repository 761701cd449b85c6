import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-context';
import { OperLogDrawer } from './OperLogDrawer';

/*
 * The log action other screens offer for one record: the operation-log drawer filtered by the
 * record's object type and id. Reading the log needs the organize-log view (OperLog/Query), so without it the
 * action is absent.
 *
 *   <OperLogButton targetType={ObjType.Plane} targetId={plane.id} />      // a button and its drawer
 *
 *   const log = useOperLog(ObjType.Control);                              // row menus of a list
 *   menu={{ items: [..., ...log.menuItems], onClick: ({ key }) => { if (key === OPER_LOG_KEY) log.open(row.id) } }}
 *   {log.drawer}
 */

export const OPER_LOG_VIEW = 'organize-log';
export const OPER_LOG_KEY = 'operLog';

export interface OperLogAction {
  /** Whether the user may read the log. */
  allowed: boolean;
  open(targetId: number): void;
  /** The row menu's entry (key OPER_LOG_KEY); empty without the view. */
  menuItems: { key: string; label: string }[];
  /** The drawer, to render once in the list. */
  drawer: ReactNode;
}

export function useOperLog(targetType: number): OperLogAction {
  const { t } = useTranslation();
  const { can } = useSession();
  const [targetId, setTargetId] = useState<number | null>(null);
  const allowed = can(OPER_LOG_VIEW);
  return {
    allowed,
    open: setTargetId,
    menuItems: allowed ? [{ key: OPER_LOG_KEY, label: t('organize.operLog.open') }] : [],
    drawer: allowed ? (
      <OperLogDrawer
        open={targetId !== null}
        onClose={() => setTargetId(null)}
        targetType={targetType}
        targetId={targetId ?? 0}
      />
    ) : null,
  };
}

export function OperLogButton({ targetType, targetId }: { targetType: number; targetId: number }) {
  const { t } = useTranslation();
  const log = useOperLog(targetType);
  if (!log.allowed) return null;
  return (
    <>
      <Button type="link" size="small" onClick={() => log.open(targetId)}>
        {t('organize.operLog.open')}
      </Button>
      {log.drawer}
    </>
  );
}
