import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dropLicenceNotice, licenceMessage, peekLicenceNotice } from '../session/licence';

// The licence warning after sign-in (spec §4, ≤ 30 days left; past the expiry for the platform administrator):
// a banner in the page's flow under the header, closable, so that it never covers the to-do bell, the language
// switch or the user menu (issue 29: a notification that never closed covered them, on a phone the whole header).

export function LicenceBanner() {
  const { t } = useTranslation();
  const [days] = useState(peekLicenceNotice);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (days !== null) dropLicenceNotice();
  }, [days]);
  if (days === null || !open) return null;
  const message = licenceMessage(days);
  // A region landmark of its own (issue 31: no content outside landmarks), named by its title.
  return (
    <section aria-label={t(message.title)}>
      <Alert
        banner
        type={message.expired ? 'error' : 'warning'}
        title={t(message.title)}
        description={t(message.text, message.values)}
        closable={{ onClose: () => setOpen(false), 'aria-label': t('frame.licence.close') }}
        data-testid="licence-banner"
      />
    </section>
  );
}
