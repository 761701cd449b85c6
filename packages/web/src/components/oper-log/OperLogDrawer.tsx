import { useTranslation } from 'react-i18next';
import { EntityDrawer } from '../EntityDrawer';
import { OperLogTable } from './OperLogTable';

// The operation-log drawer (platform spec §2 "Frame behaviour": width 650) that any screen opens for one
// record: the log filtered by its object type and id.

export const OPER_LOG_DRAWER_WIDTH = 650;

export interface OperLogDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Object type code (ObjType of @hangar/domain/codes). */
  targetType: number;
  targetId: number;
}

export function OperLogDrawer({ open, onClose, targetType, targetId }: OperLogDrawerProps) {
  const { t } = useTranslation();
  return (
    <EntityDrawer open={open} onClose={onClose} title={t('organize.operLog.drawerTitle')} width={OPER_LOG_DRAWER_WIDTH}>
      <OperLogTable
        compact
        heightOffset={260}
        fixedFilters={[
          { name: 'targetType', compare: 'eq', value: targetType, relate: 'and' },
          { name: 'targetID', compare: 'eq', value: targetId, relate: 'and' },
        ]}
      />
    </EntityDrawer>
  );
}
