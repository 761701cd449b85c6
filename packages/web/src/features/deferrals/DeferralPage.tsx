import { Flex, Select, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReference } from '../../components/reference';
import DeferralList from './DeferralList';
import { MelList } from './ItemLists';

/*
 * /maintain/deferral (保留故障 / Deferred defects, issue 32): the fleet's deferrals (filter by aircraft, state and
 * category; extend and close) and the company's MEL per model (derived from the model's MMEL and tailored).
 */
export default function DeferralPage() {
  const { t } = useTranslation();
  const models = useReference('planeModel');
  const [model, setModel] = useState<number | undefined>(undefined);
  const chosen = model === undefined ? undefined : models.find(model);
  return (
    <Tabs
      defaultActiveKey="deferrals"
      destroyOnHidden
      items={[
        { key: 'deferrals', label: t('mel.tab.deferrals'), children: <DeferralList /> },
        {
          key: 'mel',
          label: t('mel.tab.mel'),
          children: (
            <Flex vertical gap={12}>
              <Select
                showSearch
                optionFilterProp="label"
                style={{ maxWidth: 320 }}
                placeholder={t('mel.chooseModel')}
                aria-label={t('mel.planeModel')}
                options={models.options}
                value={model}
                onChange={setModel}
              />
              {chosen ? <MelList model={{ id: chosen.id, name: chosen.name }} /> : null}
            </Flex>
          ),
        },
      ]}
    />
  );
}
