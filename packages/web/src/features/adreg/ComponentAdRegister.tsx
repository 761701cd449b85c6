import { AdRegister } from '@hangar/domain/contracts/ad-register';
import type { PlaneBomRow } from '@hangar/domain/contracts/components';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { AdRegisterTable } from './AdRegisterTable';

/*
 * ComponentAdRegister — a component's own AD list (issue 32, appliance ADs), a drawer from the component list's
 * More menu: the appliance CAD/AD and SB/SI documents of its part number and their state for its serial
 * (AdRegister/Component: complied wherever the serial was complied on, open with its deadline, not applicable,
 * not evaluated yet). Its query key starts with the records', evaluations' and components' tables, so a saved
 * record, evaluation or component refreshes it. Loaded with the drawer (its own chunk).
 *
 *   <ComponentAdRegister row={row | null} onClose={...} />
 */

export function ComponentAdRegister({ row, onClose }: { row: PlaneBomRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const register = useQuery({
    queryKey: ['maintain_task', 'plane_notice', 'plane_bom', 'adRegister', 'component', row?.id],
    queryFn: () => call(AdRegister.api.Component, { bom: row?.id ?? 0 }),
    enabled: row !== null,
  });
  const title = row ? [t('adreg.tab'), row.name, row.model, row.seri].filter(Boolean).join(' · ') : '';
  return (
    <Drawer open={row !== null} onClose={onClose} title={title} size={1024} destroyOnHidden>
      <AdRegisterTable rows={register.data ?? []} loading={register.isFetching} />
      {register.error ? <Typography.Text type="danger">{register.error.message}</Typography.Text> : null}
    </Drawer>
  );
}

export default ComponentAdRegister;
