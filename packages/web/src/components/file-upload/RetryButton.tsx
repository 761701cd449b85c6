import { Button } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadList } from './use-upload-list';

/** antd Upload `itemRender`: a failed upload keeps its item and gets a retry button beside (list) or over (card). */
export function retryItemRender(list: UploadList, overlay: boolean) {
  return (node: ReactElement, file: { uid: string; status?: string }): ReactNode => {
    if (file.status !== 'error') return node;
    const button = <RetryButton onClick={() => list.retry(file.uid)} overlay={overlay} />;
    return overlay ? (
      <div style={{ position: 'relative', width: '100%', height: '100%' }}>
        {node}
        {button}
      </div>
    ) : (
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <div style={{ flex: 1, minWidth: 0 }}>{node}</div>
        {button}
      </div>
    );
  };
}

function RetryButton({ onClick, overlay }: { onClick: () => void; overlay: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      type={overlay ? 'default' : 'link'}
      onClick={onClick}
      style={overlay ? { position: 'absolute', bottom: 4, left: '50%', transform: 'translateX(-50%)' } : undefined}
    >
      {t('files.retry')}
    </Button>
  );
}
