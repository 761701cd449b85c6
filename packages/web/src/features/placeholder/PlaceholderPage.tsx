import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../components/web-module';

// A screen that a later release fills: its name and a clear notice.

export default function PlaceholderPage({ titleKey }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <Result status="info" title={t(titleKey)} subTitle={t('frame.placeholder.text')} data-testid="placeholder-page" />
  );
}
