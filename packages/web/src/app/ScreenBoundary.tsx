import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('frame.screenLoadFailed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('frame.reload')}
        </Button>
      }
    />
  );
}

/** Catches a screen that failed to load. Mount it with `key={pathname}` so that navigating clears it. */
export class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}
