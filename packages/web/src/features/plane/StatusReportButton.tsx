import { FilePdfOutlined } from '@ant-design/icons';
import { AircraftReport } from '@hangar/domain/contracts/reports';
import { useTranslation } from 'react-i18next';
import { DocumentButton } from '../../components/document-download';

/** 状态报告: the aircraft's status report, a PDF the server makes in the reader's language (issue 32). */
export function StatusReportButton({ plane }: { plane: number }) {
  const { t } = useTranslation();
  return (
    <DocumentButton endpoint={AircraftReport.api.Status} body={{ plane }} icon={<FilePdfOutlined />}>
      {t('report.statusAction')}
    </DocumentButton>
  );
}
