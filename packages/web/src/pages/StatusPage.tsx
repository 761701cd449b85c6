import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

// The 401 and 404 pages, public (/401, /404) and inside the frame (/home/401, /home/404).

export function StatusPage({
  status,
  titleKey,
  textKey,
}: {
  status: '403' | '404';
  titleKey: string;
  textKey: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={t(titleKey)}
      subTitle={t(textKey)}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('frame.backHome')}
        </Button>
      }
    />
  );
}
