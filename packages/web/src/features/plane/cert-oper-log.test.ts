import { ObjType } from '@hangar/domain/codes';
import { beforeAll, describe, expect, it } from 'vitest';
import { readOperContent } from '../../components/oper-log/oper-content';
import { operContentReader } from '../../components/oper-log/oper-fields';
import { i18n, initI18n } from '../../i18n/index';
import plane from './oper-log';

// Operation-log entries of certificates (ObjType 10006) read with the certificate screens' labels and the state
// (in use / closed) as text: "in use", not "valid", since whether a certificate is valid depends on its expiry.

beforeAll(() => {
  initI18n('zh-CN');
});

const read = (content: unknown, lang: 'zh-CN' | 'en-US' = 'zh-CN') =>
  readOperContent(
    JSON.stringify(content),
    operContentReader(plane, ObjType.Certificate, 'Update', {
      t: i18n.getFixedT(lang),
      lang,
      nameOf: () => undefined,
    }),
  );

describe('certificate log entries', () => {
  it('label the fields as the certificate list does, dates without time, the state as text', () => {
    expect(
      read({
        name: '适航证',
        changes: {
          expireDate: ['2026-12-20 00:00:00', '2027-12-20 00:00:00'],
          closed: [0, 1],
          remarks: [null, '换发'],
        },
      }).changes,
    ).toEqual(['到期日期: 2026-12-20 → 2027-12-20', '状态: 在用 → 已关闭', '备注: — → 换发']);
    expect(read({ name: 'CoA', changes: { seri: ['A-1', 'A-2'] } }, 'en-US').changes).toEqual(['Number: A-1 → A-2']);
  });
});
