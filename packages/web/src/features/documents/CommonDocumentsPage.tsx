import { DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../components/web-module';
import { useSession } from '../../session/session-context';
import { DocumentLibrary } from './DocumentLibrary';

// /document/common (view document-common): the company's common library (module 10100, dict 99, target = the
// current company). The menu's link to the external document system stays beside it (FrameLayout).

export default function CommonDocumentsPage({ titleKey }: ScreenProps) {
  const { t } = useTranslation();
  const companyId = useSession().user.curCID;
  return (
    <Card title={t(titleKey)}>
      {companyId === null ? (
        <Empty />
      ) : (
        <DocumentLibrary module={DocumentModule.Common} dict={DocumentDict.Other} target={companyId} />
      )}
    </Card>
  );
}
