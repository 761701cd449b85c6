import { Collapse, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The fleet monitor's life-limited components (FleetPage), beside the control items: a collapsible panel whose
// content loads when shown, folded on a phone (the list above is the monitor's first screen) and open on a desk.
// The screen shows it only to who may read the components (BOM_READ_VIEWS).

/** The fleet's life-limited components, loaded when shown. */
const FleetLifePanel = lazy(() => import('../components/FleetLifePanel'));

export function FleetLifeSection({ phone }: { phone: boolean }) {
  const { t } = useTranslation();
  return (
    <Collapse
      size="small"
      defaultActiveKey={phone ? [] : ['life']}
      destroyOnHidden
      items={[
        {
          key: 'life',
          label: t('bom.fleet.title'),
          children: (
            <Suspense fallback={<Skeleton active />}>
              <FleetLifePanel />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
