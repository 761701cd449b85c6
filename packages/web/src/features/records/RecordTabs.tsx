import { Flex, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdStatusTable } from './AdStatusTable';
import AssemblyList from './AssemblyList';
import type { RecordPlane } from './RecordDialog';
import { RecordExports } from './RecordExports';
import RecordList from './RecordList';

/*
 * RecordTabs — an aircraft's maintenance records (spec §2.2 "maintenance records" sub-tabs; issue 17): 检查记录
 * (the task group), 故障记录 (faults), CAD/AD执行 (50) and SB/SI执行 (60), each with its status table above,
 * 修理/改装 (70, 8, 9), and the assembly change rows 发动机拆装 (ctype 1), 螺旋桨 (2), 部件更换 (0).
 *
 *   <RecordTabs plane={{ id, name, allFlyHours, allLandings }} readOnly />   // the aircraft drawer's archive
 *   <RecordTabs plane={plane} readOnly={false} />                             // /plane/operation's 维修记录
 *
 * A sub-tab's list is mounted when first shown (destroyOnHidden: only the visible one queries).
 */

export interface RecordTabsProps {
  plane: RecordPlane;
  readOnly: boolean;
}

export function RecordTabs({ plane, readOnly }: RecordTabsProps) {
  const { t } = useTranslation();
  const adsb = (type: 50 | 60) => (
    <Flex vertical gap={12}>
      <AdStatusTable plane={plane.id} type={type} />
      <RecordList plane={plane} group={type === 50 ? 'ad' : 'sb'} readOnly={readOnly} />
    </Flex>
  );
  return (
    <Tabs
      size="small"
      defaultActiveKey="task"
      destroyOnHidden
      data-testid="record-tabs"
      tabBarExtraContent={<RecordExports target={{ plane: plane.id }} />}
      items={[
        {
          key: 'task',
          label: t('recordList.tab.task'),
          children: <RecordList plane={plane} group="task" readOnly={readOnly} />,
        },
        {
          key: 'fault',
          label: t('recordList.tab.fault'),
          children: <RecordList plane={plane} group="fault" readOnly={readOnly} />,
        },
        { key: 'ad', label: t('recordList.tab.ad'), children: adsb(50) },
        { key: 'sb', label: t('recordList.tab.sb'), children: adsb(60) },
        {
          key: 'repair',
          label: t('recordList.tab.repair'),
          children: <RecordList plane={plane} group="repair" readOnly={readOnly} />,
        },
        { key: 'engine', label: t('recordList.tab.engine'), children: <AssemblyList plane={plane} ctype={1} /> },
        { key: 'propeller', label: t('recordList.tab.propeller'), children: <AssemblyList plane={plane} ctype={2} /> },
        { key: 'other', label: t('recordList.tab.other'), children: <AssemblyList plane={plane} ctype={0} /> },
      ]}
    />
  );
}

export default RecordTabs;
