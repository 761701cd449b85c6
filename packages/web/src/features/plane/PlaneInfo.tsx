import { PlaneEntity } from '@hangar/domain/contracts/registers';
import { Empty, Image, Space } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formFieldsOf } from '../../components/entity-fields';
import { THUMBNAIL_SIZE } from '../../components/file-upload/ImageUpload';
import type { FormField } from '../../components/ListPage';
import type { FileEntry } from '../../session/session-context';
import { forecastFields, type PlaneRow, planeFields } from './fields';
import { RecordView } from './RecordView';

// The aircraft info page (materials spec §2.3): the registration data of the Aircraft entity as a
// descriptive list, the model by name, the counters (total hours and landings, engine hours, the day they were
// read), the utilisation forecasts count with and its settings, then the pictures (90×90 thumbnails with a
// preview).

export function PlanePictures({ pictures }: { pictures: readonly FileEntry[] | null | undefined }) {
  const { t } = useTranslation();
  if (!pictures || pictures.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('plane.entity.noPictures')} />;
  }
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {pictures.map((p) => (
          <Image
            key={p.uid}
            src={p.url}
            alt={p.name}
            width={THUMBNAIL_SIZE}
            height={THUMBNAIL_SIZE}
            style={{ objectFit: 'cover' }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** The utilisation forecasts count with: daily hours and landings and where they come from. */
export function utilisationText(t: TFunction, plane: PlaneRow): string {
  const source = plane.forecastSource;
  if (source !== 'log' && source !== 'manual') return t('plane.entity.source.none');
  return t('plane.entity.utilisationValue', {
    hours: plane.dailyHours ?? 0,
    landings: plane.dailyLandings ?? 0,
    source: t(`plane.entity.source.${source}`),
  });
}

export function PlaneInfo({ plane }: { plane: PlaneRow }) {
  const { t } = useTranslation();
  const fields: FormField[] = [
    ...planeFields(t, []),
    ...formFieldsOf(PlaneEntity, t, ['engineHours', 'countersDate']),
    { name: 'utilisation', label: t('plane.entity.utilisation'), kind: 'custom' },
    ...forecastFields(t),
    ...formFieldsOf(PlaneEntity, t, ['pictures'], { pictures: { wide: true } }),
  ];
  return (
    <RecordView
      fields={fields}
      record={plane}
      display={{
        model: plane.modelName || '-',
        utilisation: utilisationText(t, plane),
        pictures: <PlanePictures pictures={plane.pictures} />,
      }}
    />
  );
}
