import { FilePdfOutlined } from '@ant-design/icons';
import { AircraftReport, DEFAULT_DUE_DAYS } from '@hangar/domain/contracts/reports';
import { Button, Flex, InputNumber, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentDownload } from '../../components/document-download';
import { useCan } from '../../session/session-context';

/*
 * 到期清单 PDF on the fleet monitor (issue 32): everything due within N days (30 unless changed) or within N flight
 * hours, by aircraft, as a PDF the server makes in the reader's language, for the planning meeting.
 */
export function DueListPdf() {
  const { t } = useTranslation();
  const can = useCan(AircraftReport.api.FleetDue);
  const { download, busy } = useDocumentDownload();
  const [days, setDays] = useState<number | null>(DEFAULT_DUE_DAYS);
  const [hours, setHours] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  if (!can) return null;
  const make = async () => {
    const body = { ...(days === null ? {} : { days }), ...(hours === null ? {} : { hours }) };
    if (await download(AircraftReport.api.FleetDue, body)) setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      content={
        <Flex vertical gap={8} data-testid="due-list-pdf">
          <InputNumber
            aria-label={t('report.dueDays')}
            addonBefore={t('report.dueDays')}
            min={0}
            max={3650}
            precision={0}
            value={days}
            onChange={(v) => setDays(v)}
          />
          <InputNumber
            aria-label={t('report.dueHours')}
            addonBefore={t('report.dueHours')}
            min={0}
            value={hours}
            onChange={(v) => setHours(v)}
          />
          <Button type="primary" loading={busy} onClick={() => void make()}>
            {t('report.dueMake')}
          </Button>
        </Flex>
      }
    >
      <Button icon={<FilePdfOutlined />}>{t('report.dueAction')}</Button>
    </Popover>
  );
}
