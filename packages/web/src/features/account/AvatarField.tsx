import { Avatar, Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../app/session-context';

// The image fields of the account dialogs (avatar, company logo, background: platform spec §5). Uploading
// arrives with the upload component of the files issue; until then the field shows the stored image and
// says so. The form wiring (value / onChange of a FileEntry list) and the pre-upload checks are final, so
// only this component's body changes when the upload lands.

export interface ImageRule {
  /** Accepted MIME types. */
  types: readonly string[];
  maxBytes: number;
  /** Catalogue keys of the two refusals. */
  typeMessage: string;
  sizeMessage: string;
}

export const avatarRule: ImageRule = {
  types: ['image/jpeg', 'image/png', 'image/gif'],
  maxBytes: 2 * 1024 * 1024,
  typeMessage: 'account.image.avatarType',
  sizeMessage: 'account.image.avatarSize',
};

export const logoRule: ImageRule = {
  types: ['image/jpeg', 'image/png'],
  maxBytes: 100 * 1024,
  typeMessage: 'account.image.logoType',
  sizeMessage: 'account.image.logoSize',
};

export const backgroundRule: ImageRule = {
  types: ['image/jpeg', 'image/png', 'image/gif'],
  maxBytes: 3 * 1024 * 1024,
  typeMessage: 'account.image.avatarType',
  sizeMessage: 'account.image.backgroundSize',
};

/** The check made before an upload starts: the catalogue key of the refusal, or null when accepted. */
export function checkImage(file: { type: string; size: number }, rule: ImageRule): string | null {
  if (!rule.types.includes(file.type)) return rule.typeMessage;
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  return null;
}

export interface ImageFieldProps {
  /** antd Form passes the stored list (one image). */
  value?: FileEntry[] | null;
  onChange?: (value: FileEntry[]) => void;
  rule: ImageRule;
  shape?: 'circle' | 'square';
}

/** One image kept as a FileEntry list; shows the current one. */
export function ImageField({ value, shape = 'square' }: ImageFieldProps) {
  const { t } = useTranslation();
  const current = value?.[0];
  return (
    <Flex align="center" gap={12}>
      {current ? (
        shape === 'circle' ? (
          <Avatar size={64} src={current.url} alt={current.name} />
        ) : (
          <Image width={96} src={current.url} alt={current.name} />
        )
      ) : (
        <Typography.Text type="secondary">{t('account.image.none')}</Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('account.image.pending')}
      </Typography.Text>
    </Flex>
  );
}

/** The avatar of the personal settings (jpg, png or gif, at most 2 MB, one image). */
export function AvatarField(props: Omit<ImageFieldProps, 'rule' | 'shape'>) {
  return <ImageField {...props} rule={avatarRule} shape="circle" />;
}
