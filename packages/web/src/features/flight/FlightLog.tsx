import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { FlightRecords } from './FlightRecords';
import { FlightStats } from './FlightStats';

/*
 * FlightLog — the flight log (spec §2.11): two tabs, records (only with an aircraft) and statistics (the
 * default). Shown by the aircraft operation screen (writable by the user's rights) and, read-only, by the
 * aircraft drawer's archive (飞行时间).
 *
 *   <FlightLog plane={{ id, name }} />              // one aircraft: its records and monthly statistics
 *   <FlightLog plane={{ id, name }} readOnly />     // no add, edit or delete
 *   <FlightLog plane={null} />                      // the fleet: a month picker and every aircraft that month
 */

export interface FlightLogProps {
  plane: { id: number; name: string } | null;
  readOnly?: boolean;
}

export default function FlightLog({ plane, readOnly = false }: FlightLogProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      size="small"
      defaultActiveKey="stats"
      destroyOnHidden
      data-testid="flight-log"
      items={[
        ...(plane
          ? [
              {
                key: 'records',
                label: t('flight.tab.records'),
                children: <FlightRecords plane={plane} readOnly={readOnly} />,
              },
            ]
          : []),
        { key: 'stats', label: t('flight.tab.stats'), children: <FlightStats plane={plane} /> },
      ]}
    />
  );
}
