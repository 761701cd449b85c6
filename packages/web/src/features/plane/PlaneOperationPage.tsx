import { PlaneEntity } from '@hangar/domain/contracts/registers';
import { Card, Empty, Flex, Select, Skeleton, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListQuery } from '../../components/list-query';
import { useReference } from '../../components/reference';
import { useCan } from '../../session/session-context';
import FlightLog from '../flight/FlightLog';
import { canWriteFlights, useFlightRights } from '../flight/flight-access';
import { RecordTabs } from '../records/RecordTabs';
import { EquipmentSlot } from './EquipmentSlot';
import type { PlaneRow } from './fields';

/*
 * /plane/operation (view plane-operation; spec §2.11, §4): an aircraft picker (the company's aircraft: tail
 * number, model, and — for holders of the aircraft register, who may read them — total hours and landings)
 * and, for the chosen aircraft, its flight log (飞行时间, as the aircraft archive names it: its own tabs are
 * 飞行记录 and 飞行统计; writable for holders of plane-operation Add / Edit /
 * Delete or plane-entity Execute), installed components (装机清单) and maintenance records (维修记录: RecordTabs,
 * editable; each action by its function, features/records/record-access.ts). Without a chosen aircraft, the fleet's
 * monthly statistics. The chosen aircraft is in the address: /plane/operation?plane=<id> opens it.
 */

const FLEET_PAGE_SIZE = 1000;

/** The chosen aircraft (?plane=<id>). */
function useChosenPlane(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('plane'));
  const chosen = Number.isInteger(raw) && raw > 0 ? raw : null;
  const choose = (id: number | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id === null) next.delete('plane');
      else next.set('plane', String(id));
      return next;
    });
  return [chosen, choose];
}

export default function PlaneOperationPage() {
  const { t } = useTranslation();
  const [chosen, choose] = useChosenPlane();
  const names = useReference('plane');
  const models = useReference('planeModel');
  const rights = useFlightRights();
  const writable = canWriteFlights(rights);
  // Hours and landings come from the register, which holders of its view may read (QueryNames never has them).
  const readsRegister = useCan(PlaneEntity.api.Query);
  const register = useListQuery<PlaneRow>(
    PlaneEntity.table,
    PlaneEntity.api.Query,
    { page: 1, pageSize: FLEET_PAGE_SIZE },
    { enabled: readsRegister },
  );
  const detail = new Map(register.items.map((p) => [p.id, p]));

  const options = names.items.map((p) => {
    const row = detail.get(p.id);
    const model = models.labelOf(p.model);
    return {
      value: p.id,
      label: row
        ? t('flight.op.option', { name: p.name, model, hours: row.allFlyHours, landings: row.allLandings })
        : `${p.name} · ${model}`,
    };
  });
  const plane = chosen === null ? undefined : names.find(chosen);

  let content: ReactNode;
  if (chosen === null) {
    content = (
      <Card size="small" title={t('flight.op.fleet')}>
        <FlightLog plane={null} />
      </Card>
    );
  } else if (!plane) {
    content = names.loading ? <Skeleton active /> : <Empty description={t('flight.op.notFound')} />;
  } else {
    const shown = { id: plane.id, name: plane.name };
    content = (
      <Tabs
        key={plane.id}
        defaultActiveKey="flights"
        destroyOnHidden
        items={[
          {
            key: 'flights',
            label: t('flight.op.flights'),
            children: <FlightLog plane={shown} readOnly={!writable} />,
          },
          {
            key: 'equipment',
            label: t('flight.op.equipment'),
            children: <EquipmentSlot plane={shown} readOnly={!writable} />,
          },
          {
            key: 'records',
            label: t('recordList.tab.records'),
            children: (
              <RecordTabs
                plane={{
                  ...shown,
                  allFlyHours: detail.get(plane.id)?.allFlyHours ?? null,
                  allLandings: detail.get(plane.id)?.allLandings ?? null,
                }}
                readOnly={false}
              />
            ),
          },
        ]}
      />
    );
  }

  return (
    <Flex vertical gap={12} data-testid="plane-operation">
      <Flex align="center" gap={8} wrap>
        <Typography.Text>{t('flight.op.plane')}</Typography.Text>
        <Select<number>
          aria-label={t('flight.op.plane')}
          style={{ minWidth: 360 }}
          placeholder={t('flight.op.pick')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={names.loading}
          options={options}
          value={chosen ?? undefined}
          onChange={(id) => choose(id ?? null)}
        />
      </Flex>
      {content}
    </Flex>
  );
}
