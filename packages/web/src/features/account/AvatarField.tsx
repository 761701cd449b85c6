import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../components/file-upload/ImageUpload';
import type { FileEntry } from '../../session/session-context';

// The image fields of the account and company dialogs (platform spec §2 "Dialogs", §5): avatar, company logo,
// background, one image each, uploaded through the image variant of the upload component (which checks the
// use's type and size before sending). The value is the FileEntry list the record keeps. The user edits their
// own settings or a company they may edit, so removing the image needs no further permission. Without
// onChange the field only shows the stored image.

export type ImageUse = 'avatar' | 'logo' | 'background';

export const avatarRule: ImageUse = 'avatar';
export const logoRule: ImageUse = 'logo';
export const backgroundRule: ImageUse = 'background';

export interface ImageFieldProps {
  /** antd Form passes the stored list (one image). */
  value?: FileEntry[] | null;
  onChange?: (value: FileEntry[]) => void;
  /** The upload use, whose rule (types, size) applies. */
  rule: ImageUse;
  shape?: 'circle' | 'square';
}

/** One image kept as a FileEntry list. */
export function ImageField({ value, onChange, rule, shape = 'square' }: ImageFieldProps) {
  const { t } = useTranslation();
  const readOnly = onChange === undefined;
  if (readOnly && !value?.length) return <Typography.Text type="secondary">{t('files.none')}</Typography.Text>;
  return (
    <ImageUpload use={rule} max={1} shape={shape} canDelete disabled={readOnly} value={value} onChange={onChange} />
  );
}

/** The avatar of the personal settings (jpg, png or gif, at most 2 MB, one image). */
export function AvatarField(props: Omit<ImageFieldProps, 'rule' | 'shape'>) {
  return <ImageField {...props} rule={avatarRule} shape="circle" />;
}
