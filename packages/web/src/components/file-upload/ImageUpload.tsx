import { ConfigProvider, Image, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryItemRender } from './RetryButton';
import { type UploadListOptions, useUploadList } from './use-upload-list';

/*
 * ImageUpload — the picture variant of FileUpload (platform spec §5, materials spec §5): thumbnails of 90×90,
 * a preview (antd Image) on click, up to `max` images (the trigger hides at the limit), the same checks,
 * progress, retry and removal rule as FileUpload.
 *
 *   <Form.Item name="pictures"><ImageUpload use="material" max={3} canDelete={canDelete} /></Form.Item>
 *   <ImageUpload use="avatar" max={1} shape="circle" canDelete value={...} onChange={...} />
 */

export const THUMBNAIL_SIZE = 90;

export interface ImageUploadProps extends Omit<UploadListOptions, 'thumbnails'> {
  shape?: 'square' | 'circle';
}

export function ImageUpload({ shape = 'square', ...options }: ImageUploadProps) {
  const { t } = useTranslation();
  const list = useUploadList({ ...options, thumbnails: true });
  const [preview, setPreview] = useState<string>();
  return (
    <ConfigProvider theme={{ components: { Upload: { pictureCardSize: THUMBNAIL_SIZE } } }}>
      <Upload
        {...list.uploadProps}
        listType={shape === 'circle' ? 'picture-circle' : 'picture-card'}
        onPreview={(file) => setPreview(file.url ?? file.thumbUrl)}
        itemRender={retryItemRender(list, true)}
      >
        {list.canAdd ? <span>+ {t('files.uploadImage')}</span> : null}
      </Upload>
      {preview && (
        <Image
          styles={{ root: { display: 'none' } }}
          src={preview}
          alt=""
          preview={{ open: true, onOpenChange: (open) => !open && setPreview(undefined) }}
        />
      )}
    </ConfigProvider>
  );
}
