import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthShell } from './AuthShell';

// Password recovery (not specified by the spec): a company administrator resets the password on
// the employee screen.

export default function FindPassPage() {
  const { t } = useTranslation();
  return (
    <AuthShell title={t('frame.route.findpass')}>
      <Typography.Paragraph data-testid="findpass-text">{t('frame.findpass.text')}</Typography.Paragraph>
      <Link to="/login">{t('frame.toLogin')}</Link>
    </AuthShell>
  );
}
