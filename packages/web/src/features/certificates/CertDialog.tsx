import { CERT_FILES, CERT_KINDS, CertKind, PlaneCert, type PlaneCertRow } from '@hangar/domain/contracts/certificates';
import type { EndpointInput } from '@hangar/domain/endpoint';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { EditorDialog } from '../../components/EditorDialog';
import { formFieldsOf } from '../../components/entity-fields';
import { FileUpload } from '../../components/file-upload/FileUpload';
import { type FormField, FormFields, formBody, formValues } from '../../components/ListPage';
import { useCan } from '../../session/session-context';

/*
 * CertDialog — the certificate upload dialog (spec §2.7, §5 "Certificate form"): name (不能为空), kind (issue 32:
 * airworthiness, registration, radio station, other — an expired open airworthiness certificate grounds the
 * aircraft; 其他 to start with), number, issue
 * date (请选择日期!), optional expiry date, remarks and the scanned files (use 'cert', the aircraft as target;
 * none → 未上传证件). Add sends the aircraft with the fields; edit sends the id with them. Dates go out as
 * `YYYY-MM-DD 00:00:00`. The server's field errors land on the fields (EditorDialog).
 *
 * Renew (issue 29): a new dated revision of the certificate — number (the current one to start with), issue date,
 * expiry and its own scanned files, all entered afresh; PlaneCert/Renew keeps the revision it replaces.
 *
 *   <CertDialog plane={planeId} editing={null | { state: 'add' } | { state: 'edit' | 'renew', record }} ... />
 */

export type CertEditing = { state: 'add' } | { state: 'edit' | 'renew'; record: PlaneCertRow };

export interface CertDialogProps {
  plane: number;
  editing: CertEditing | null;
  onClose(): void;
  /** After a successful save (the list reloads). */
  onSaved?(): void;
}

type CertInput = EndpointInput<typeof PlaneCert.api.Add>;

const FIELDS = ['name', 'kind', 'seri', 'issueDate', 'expireDate', 'remarks'] as const;
/** What a renewal enters: the new revision's own values. */
const RENEW_FIELDS = ['seri', 'issueDate', 'expireDate'] as const;

export function CertDialog({ plane, editing, onClose, onSaved }: CertDialogProps) {
  const { t } = useTranslation();
  // Removing a stored file is deleting: the certificate's Delete.
  const canDelete = useCan(PlaneCert.api.Delete);
  const renew = editing?.state === 'renew';
  const fields: FormField[] = formFieldsOf(PlaneCert, t, renew ? RENEW_FIELDS : FIELDS, {
    kind: { options: CERT_KINDS.map((value) => ({ value, label: t(`cert.kind.${value}`) })) },
  });
  const record = editing?.state === 'edit' || editing?.state === 'renew' ? editing.record : undefined;
  const initialValues = renew
    ? { seri: record?.seri ?? undefined, files: [] }
    : record
      ? { ...formValues(fields, record), files: record.files }
      : { kind: CertKind.Other, files: [] };
  const submit = async (values: Record<string, unknown>) => {
    const body = { ...formBody(fields, values), files: values.files ?? [] } as Omit<CertInput, 'plane'>;
    if (record && renew) await call(PlaneCert.api.Renew, { ...body, id: record.id });
    else if (record) await call(PlaneCert.api.Update, { ...body, id: record.id });
    else await call(PlaneCert.api.Add, { ...body, plane });
    onSaved?.();
  };
  return (
    <EditorDialog<Record<string, unknown>>
      state={editing?.state === 'add' || !editing ? 'add' : 'edit'}
      title={renew ? t('cert.renew.title', { name: record?.name ?? '' }) : t(record ? 'cert.edit' : 'cert.add')}
      successMessage={renew ? t('cert.ok.renewed') : undefined}
      open={editing !== null}
      onClose={onClose}
      onSubmit={submit}
      initialValues={initialValues}
      width={600}
      draggable
    >
      <FormFields fields={fields} />
      <Form.Item
        name="files"
        label={t('cert.files')}
        required
        rules={[
          {
            validator: (_, value: unknown) =>
              Array.isArray(value) && value.length > 0
                ? Promise.resolve()
                : Promise.reject(new Error(t('cert.fileRequired'))),
          },
        ]}
      >
        <FileUpload use="cert" target={plane} targetKind="plane" canDelete={canDelete} max={CERT_FILES} />
      </Form.Item>
    </EditorDialog>
  );
}
