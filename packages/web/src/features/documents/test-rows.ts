import type { DocumentRow } from '@hangar/domain/contracts/documents';

// A library row for the web tests of the document screens (a CAD/AD document of model 5 unless changed).

export function documentRow(id: number, name: string, change: Partial<DocumentRow> = {}): DocumentRow {
  return {
    id,
    module: 10000,
    dict: 2,
    target: 5,
    parent: 0,
    isFolder: 0,
    name,
    seri: null,
    type: 50,
    version: null,
    releaseDate: null,
    remarks: null,
    content: null,
    scope: null,
    size: 0,
    files: [],
    closed: 0,
    card: null,
    maintainId: null,
    effectiveDate: null,
    complianceDate: null,
    complianceDays: null,
    complianceHours: null,
    repetitive: 0,
    supersededBy: null,
    applianceParts: null,
    history: [],
    createdBy: null,
    createdAt: null,
    updatedBy: null,
    updatedAt: null,
    ...change,
  };
}
