import { type AppraiseRow, PlaneAppraisal, PlaneNotice } from '@hangar/domain/contracts/notices';
import { Descriptions, Modal } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListPayload, useListQuery } from '../../components/list-query';
import { MOBILE_BREAKPOINT, useWindowSize } from '../../components/use-window-size';
import {
  AircraftTable,
  APPRAISE_PAGE_SIZE,
  aircraftColumns,
  type PlaneDetail,
  useAppraise,
  usePlaneLookup,
} from './notice-parts';

/*
 * AppraiseDialog — the evaluation of a model's CAD/AD or SB/SI document against the model's aircraft (model
 * document §2.9, §4 "Applicability per aircraft", §7 "Notices to aircraft").
 *
 *   <AppraiseDialog document={row} readOnly={!mayAppraise} onClose={...} planeDetail={(id, close) => ...} />
 *
 * - The document's name and number read-only; the model's aircraft (PlaneEntity/QueryWithWorkAppraise, tagId =
 *   the document; 100 a page, the server's order: id ascending) with Fit / Unfit ticks, tail number, airframe
 *   serial, engine part number, organisation, evaluation (未评估 / 适用 / 不适用), date and who. Mobile: the
 *   ticks, tail number and evaluation.
 * - A tick sends PlaneNotice/Appraise with the state `afterTick` gives (ticking the state the row has cancels
 *   it), shows 评估为适用 / 评估为不适用 / 已取消评估 and refreshes the rows. A notified row (state ≠ 0) warns
 *   请先撤回通知 and sends nothing. Ticking 不适用 first asks why (UnfitReasonDialog: required, issue 32) and
 *   sends the reason; the reason shows in its column. `readOnly` (not company 10000 nor the model's manager, or no Execute): the
 *   ticks are disabled — the dialog still shows which aircraft the document applies to.
 * - The tail number looks the aircraft up (PlaneEntity/Query, filter id); exactly one → `planeDetail` renders
 *   its details (the model drawer passes the aircraft drawer: features/plane imports this feature, so this
 *   one cannot import it back); anything else → 查询飞机出错. Without `planeDetail`, and for another company's
 *   aircraft (company 10000 and a model's manager see them, but nothing of them beyond this row: the lookup
 *   could only fail), the tail number is text.
 */

export { APPRAISE_PAGE_SIZE } from './notice-parts';

/** The document evaluated: its id, name and number. */
export interface AppraisedDocument {
  id: number;
  name: string;
  seri: string | null;
}

export type { PlaneDetail } from './notice-parts';

export interface AppraiseDialogProps {
  /** The document evaluated; null = closed. */
  document: AppraisedDocument | null;
  readOnly?: boolean;
  onClose(): void;
  planeDetail?: PlaneDetail;
}

export function AppraiseDialog({ document, readOnly = false, onClose, planeDetail }: AppraiseDialogProps) {
  const { t } = useTranslation();
  const mobile = useWindowSize().width < MOBILE_BREAKPOINT;
  const [page, setPage] = useState(1);
  const appraise = useAppraise({ appraiseId: document?.id ?? null, readOnly });
  const plane = usePlaneLookup();
  const payload = { tagId: document?.id ?? 0, page, pageSize: APPRAISE_PAGE_SIZE } as ListPayload;
  const list = useListQuery<AppraiseRow>(PlaneNotice.table, PlaneAppraisal.api.QueryWithWorkAppraise, payload, {
    enabled: document !== null,
  });

  const all: ColumnsType<AppraiseRow> = [
    ...aircraftColumns(t, appraise, plane, planeDetail),
    {
      title: t('notices.col.appraiseTime'),
      dataIndex: 'appraiseTime',
      key: 'appraiseTime',
      render: (value: string | null) => value?.slice(0, 10) ?? '',
    },
    { title: t('notices.col.appraiseUser'), dataIndex: 'appraiseUserName', key: 'appraiseUser' },
    { title: t('adreg.reason.col'), dataIndex: 'unfitReason', key: 'unfitReason', ellipsis: true },
  ];
  const columns = mobile ? all.filter((c) => ['fit', 'unfit', 'name', 'applicability'].includes(String(c.key))) : all;

  const close = () => {
    setPage(1);
    plane.close();
    onClose();
  };

  return (
    <Modal
      open={document !== null}
      title={
        document ? t(readOnly ? 'notices.appraise.viewTitle' : 'notices.appraise.title', { name: document.name }) : ''
      }
      onCancel={close}
      footer={null}
      width={mobile ? '100%' : '75%'}
      destroyOnHidden
    >
      {document ? (
        <Descriptions
          size="small"
          column={mobile ? 1 : 2}
          items={[
            { key: 'name', label: t('notices.appraise.docName'), children: document.name },
            { key: 'seri', label: t('notices.appraise.docSeri'), children: document.seri ?? '' },
          ]}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <AircraftTable
        columns={columns}
        items={list.items}
        totalItems={list.totalItems}
        loading={list.loading}
        page={page}
        onPage={setPage}
        mobile={mobile}
      />
      {planeDetail?.(plane.shown, plane.close)}
      {appraise.prompt}
    </Modal>
  );
}
