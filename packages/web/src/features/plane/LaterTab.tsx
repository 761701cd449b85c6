import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

// The content of a drawer tab that a later release fills (the spec's other tabs).

export function LaterTab() {
  const { t } = useTranslation();
  return <Result status="info" subTitle={t('plane.later')} data-testid="later-tab" />;
}
