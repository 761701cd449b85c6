import { AtaChapter, type AtaChapterRow } from '@hangar/domain/contracts/records';
import { Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { columnsOf, formFieldsOf, searchFieldsOf } from '../../components/entity-fields';
import { ListPage } from '../../components/ListPage';

// /base/ata: the company's ATA chapter table (seeded with ATA 100 / iSpec 2200; fault records pick their chapter
// from it): search, add, edit (code, Chinese and English name, disabled), delete (the server refuses a chapter a
// record names, and says so). Labels, limits and required messages come from the declaration of AtaChapter;
// the server's refusals (a code that exists, a bad code) are shown on their fields by the list kit's editor.

const shown = ['code', 'nameZh', 'nameEn', 'disabled'] as const;

export default function AtaPage() {
  const { t } = useTranslation();
  const states = [
    { value: 0, label: t('ata.enabled') },
    { value: 1, label: t('ata.off') },
  ];
  return (
    <ListPage<AtaChapterRow>
      table={AtaChapter.table}
      api={AtaChapter.api}
      searchFields={searchFieldsOf(AtaChapter, t, shown, { disabled: { type: 'enum', options: states } })}
      columns={columnsOf<AtaChapterRow>(AtaChapter, t, shown, {
        code: { width: 110 },
        disabled: {
          width: 100,
          render: (v: number) => (v === 1 ? <Tag color="red">{t('ata.off')}</Tag> : t('ata.enabled')),
        },
      })}
      formFields={formFieldsOf(AtaChapter, t, shown, {
        code: { item: { extra: t('ata.codeHint') } },
        disabled: {
          kind: 'custom',
          item: {
            valuePropName: 'checked',
            getValueProps: (value: number) => ({ checked: value === 1 }),
            normalize: (checked: boolean) => (checked ? 1 : 0),
          },
          input: <Switch />,
        },
      })}
      defaultValues={{ disabled: 0 }}
      defaultSort={{ field: 'code', order: 'ascend' }}
      highlight={(row) => row.disabled === 1}
      titles={{ add: t('ata.add'), edit: t('ata.edit') }}
    />
  );
}
