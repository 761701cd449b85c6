import { describe, expect, it } from 'vitest';
import { translate } from '../messages';
import { checkUpload, extensionOf, formatLimit, PresignInput, UploadUses, uploadRules } from './files';

const MB = 1024 * 1024;

describe('upload rules', () => {
  it('hold a rule with catalogue messages for every use', () => {
    for (const use of UploadUses) {
      const rule = uploadRules[use];
      expect(translate('zh-CN', rule.typeMessage)).not.toBe(rule.typeMessage);
      expect(translate('zh-CN', rule.sizeMessage, { max: '1MB' })).not.toBe(rule.sizeMessage);
    }
  });

  it.each([
    ['avatar', 'a.png', 'image/png', 2 * MB, null],
    ['avatar', 'a.PNG', 'image/png', 2 * MB + 1, 'file.size.avatar'],
    ['avatar', 'a.png', 'image/gif', 1, 'file.type.image'],
    ['avatar', 'png', 'image/png', 1, 'file.type.image'],
    ['logo', 'l.jpeg', 'image/jpeg', 100 * 1024, null],
    ['logo', 'l.gif', 'image/gif', 1, 'file.type.logo'],
    ['background', 'b.gif', 'image/gif; charset=binary', 3 * MB, null],
    ['material', 'm.jpg', 'image/jpeg', 5 * MB + 1, 'file.size.material'],
    ['document', 'd.docx', 'application/octet-stream', 200 * MB, null],
    ['cert', 'c', 'application/pdf', 200 * MB + 1, 'file.size.file'],
  ] as const)('%s %s %s %i → %s', (use, name, type, size, key) => {
    expect(checkUpload(use, { name, type, size })?.key ?? null).toBe(key);
  });

  it('takes the configured limit for other files and names it', () => {
    expect(checkUpload('attachment', { name: 'a.zip', type: 'application/zip', size: 10 * MB + 1 }, 10)).toEqual({
      key: 'file.size.file',
      params: { max: '10MB' },
    });
    expect(formatLimit(100 * 1024)).toBe('100KB');
    expect(extensionOf('archive.tar.GZ')).toBe('gz');
    expect(extensionOf('.bashrc')).toBe('');
  });

  it('validates the presign request', () => {
    const ok = { use: 'cert', target: 3, fileName: ' a.pdf ', size: 1, contentType: 'application/pdf' };
    expect(PresignInput.parse(ok).fileName).toBe('a.pdf');
    expect(PresignInput.safeParse({ ...ok, contentType: 'pdf' }).success).toBe(false);
    expect(PresignInput.safeParse({ ...ok, size: 1.5 }).success).toBe(false);
    expect(PresignInput.safeParse({ ...ok, extra: 1 }).success).toBe(false);
    expect(PresignInput.safeParse({ ...ok, cid: 10001 }).success).toBe(true);
  });
});
