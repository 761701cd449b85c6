import { FilePdfOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { MaintainTask } from '@hangar/domain/contracts/records';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DocumentButton } from '../../components/document-download';
import { NO_PRINT } from '../../components/print';

/*
 * The signed-record exports (issue 32): one record (`{ id }`, the history drawer) or an aircraft's whole signed
 * history (`{ plane }`, the records' tabs) as a PDF logbook and as a signed bundle that
 * `npm run verify-records -- --bundle FILE` checks offline. Offered to whoever reads the records.
 */
export function RecordExports({ target }: { target: { id: number } | { plane: number } }) {
  const { t } = useTranslation();
  const one = 'id' in target;
  return (
    <Space size={4} wrap className={NO_PRINT}>
      <DocumentButton endpoint={MaintainTask.api.ExportPdf} body={target} size="small" icon={<FilePdfOutlined />}>
        {t(one ? 'report.exportPdf' : 'report.historyPdf')}
      </DocumentButton>
      <DocumentButton
        endpoint={MaintainTask.api.ExportBundle}
        body={target}
        size="small"
        icon={<SafetyCertificateOutlined />}
      >
        {t(one ? 'report.exportBundle' : 'report.historyBundle')}
      </DocumentButton>
    </Space>
  );
}
