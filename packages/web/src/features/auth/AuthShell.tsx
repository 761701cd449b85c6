import type { Lang } from '@hangar/domain/messages';
import { Button, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLang } from '../../i18n';

// The frame of the public pages (sign-in, registration, recovery): system name, a panel, the language
// switch. A plain panel instead of antd Card, which would pull tabs and menu into the sign-in chunk.

export function LangSwitch() {
  const { t, i18n } = useTranslation();
  const next: Lang = i18n.language === 'en-US' ? 'zh-CN' : 'en-US';
  return (
    <Button type="link" onClick={() => void changeLang(next)} data-testid="lang-switch">
      {t('frame.otherLang')}
    </Button>
  );
}

export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 24,
        padding: 16,
        boxSizing: 'border-box',
      }}
    >
      <h1 style={{ margin: 0, textAlign: 'center', fontSize: 30, fontWeight: 600, color: token.colorTextHeading }}>
        {t('frame.systemTitle')}
      </h1>
      <section
        aria-label={title}
        style={{
          width: '100%',
          maxWidth: 380,
          boxSizing: 'border-box',
          padding: 24,
          borderRadius: token.borderRadiusLG,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          boxShadow: '0 1px 2px rgba(0, 0, 0, 0.03), 0 1px 6px -1px rgba(0, 0, 0, 0.02)',
        }}
      >
        <h2 style={{ marginTop: 0, fontSize: 20, fontWeight: 600, color: token.colorTextHeading }}>{title}</h2>
        {children}
      </section>
      <LangSwitch />
    </main>
  );
}
