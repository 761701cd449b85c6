import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchState } from '../../components/list-query';
import { OperLogTable, useObjTypeOptions } from '../../components/oper-log/OperLogTable';
import { SearchBar, type SearchField } from '../../components/SearchBar';

// /organize/log: the operation log of the current company with the shared search bar (object type, action,
// time, object id).

export default function LogPage() {
  const { t } = useTranslation();
  const objTypes = useObjTypeOptions();
  const search = useSearchState('oper_log');
  const fields: SearchField[] = [
    { name: 'targetType', title: t('organize.operLog.targetType'), type: 'enum', options: objTypes },
    { name: 'job', title: t('organize.operLog.job'), type: 'text' },
    { name: 'operTime', title: t('organize.operLog.operTime'), type: 'date' },
    { name: 'targetID', title: t('organize.operLog.targetID'), type: 'number' },
  ];
  return (
    <Flex vertical gap={12}>
      <SearchBar fields={fields} {...search.bar} />
      <OperLogTable conditions={search.searched} />
    </Flex>
  );
}
