import type { Access } from '@hangar/domain/access';
import type { Endpoint } from '@hangar/domain/endpoint';
import { App, Button, type ButtonProps } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../i18n/lang';
import { useCan } from '../session/session-context';
import { saveBlob } from './file-upload/download';

/*
 * Documents the server makes (issue 32: the aircraft status report, the fleet due list, a record's PDF logbook
 * and signed bundle): the endpoint is called like any other (POST, JSON body, the reader's language) and its
 * answer, a file, is saved under the name the server gives (Content-Disposition). A refusal shows the server's
 * message.
 *
 *   <DocumentButton endpoint={AircraftReport.api.Status} body={{ plane: id }}>{t('report.statusAction')}</DocumentButton>
 *
 * The button is offered only to callers the endpoint's access lets through (useCan).
 */

/** The file name of a Content-Disposition header (RFC 6266: the UTF-8 name first, else the ASCII one). */
export function dispositionName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // fall through to the ASCII name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

async function refusal(response: Response): Promise<string> {
  try {
    const json = (await response.json()) as { msg?: unknown };
    return typeof json.msg === 'string' ? json.msg : '';
  } catch {
    return '';
  }
}

export function useDocumentDownload() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = useCallback(
    async (endpoint: Pick<Endpoint, 'path' | 'action'>, body: unknown): Promise<boolean> => {
      setBusy(true);
      try {
        const response = await fetch(endpoint.path, {
          method: 'POST',
          credentials: 'include',
          headers: { 'accept-language': currentLang(), 'content-type': 'application/json' },
          body: JSON.stringify(body ?? {}),
        });
        if (!response.ok) {
          const reason = await refusal(response);
          void message.error(reason ? `${t('report.downloadFailed')}: ${reason}` : t('report.downloadFailed'));
          return false;
        }
        const name = dispositionName(response.headers.get('content-disposition'), `${endpoint.action}.pdf`);
        saveBlob(await response.blob(), name);
        return true;
      } catch {
        void message.error(t('report.downloadFailed'));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [message, t],
  );
  return { download, busy };
}

export interface DocumentButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  endpoint: Pick<Endpoint, 'path' | 'action'> & { access: Access };
  body: unknown;
}

export function DocumentButton({ endpoint, body, children, ...button }: DocumentButtonProps) {
  const can = useCan(endpoint);
  const { download, busy } = useDocumentDownload();
  if (!can) return null;
  return (
    <Button loading={busy} {...button} onClick={() => void download(endpoint, body)}>
      {children}
    </Button>
  );
}
