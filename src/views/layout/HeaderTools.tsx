import { ActionList, ActionMenu, IconButton, CounterLabel } from '@primer/react';
import {
  BugIcon,
  ScreenFullIcon,
  TypographyIcon,
  GlobeIcon,
  GearIcon,
  MailIcon,
} from '@primer/octicons-react';
import css from './HeaderTools.module.css';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { SIZES } from '../../domain/preferences';
import { useApp, useLang } from '../AppContext';
import { chooseLanguage } from '../shared/chooseLanguage';

/** Full screen where the browser supports it, else the spec's message as a toast. */
export function FullScreenButton() {
  const { t } = useTranslation();
  const { notices } = useApp();
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      notices.send({
        type: 'notice.push',
        variant: 'critical',
        text: t('navbar.fullscreenUnsupported'),
        durationMs: 5000,
      });
      return;
    }
    void (document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen());
  };
  return (
    <IconButton
      icon={ScreenFullIcon}
      aria-label={t('navbar.fullscreen')}
      variant="invisible"
      onClick={toggle}
    />
  );
}

export function SizeSelect() {
  const { t } = useTranslation();
  const { ui, notices } = useApp();
  const size = useSelector(ui, (s) => s.context.size);
  return (
    <ActionMenu>
      <ActionMenu.Anchor>
        <IconButton icon={TypographyIcon} aria-label={t('navbar.size')} variant="invisible" />
      </ActionMenu.Anchor>
      <ActionMenu.Overlay>
        <ActionList selectionVariant="single" aria-label={t('navbar.size')}>
          {SIZES.map((s) => (
            <ActionList.Item
              key={s}
              selected={s === size}
              onSelect={() => {
                ui.send({ type: 'size.set', size: s });
                notices.send({
                  type: 'notice.push',
                  variant: 'success',
                  code: 'navbar.sizeChanged',
                  durationMs: 3000,
                });
              }}
            >
              {t(`navbar.sizes.${s}`)}
            </ActionList.Item>
          ))}
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}

export function LangSelect() {
  const { t } = useTranslation();
  const { ui } = useApp();
  const lang = useLang();
  return (
    <ActionMenu>
      <ActionMenu.Anchor>
        <IconButton icon={GlobeIcon} aria-label={t('navbar.language')} variant="invisible" />
      </ActionMenu.Anchor>
      <ActionMenu.Overlay>
        <ActionList selectionVariant="single" aria-label={t('navbar.language')}>
          {(['zh', 'en'] as const).map((l) => (
            <ActionList.Item key={l} selected={l === lang} onSelect={() => chooseLanguage(ui, l)}>
              {l === 'zh' ? '中文' : 'English'}
            </ActionList.Item>
          ))}
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}

export function ErrorLogButton() {
  const { t } = useTranslation();
  const { errorLog } = useApp();
  const count = useSelector(errorLog, (s) => s.context.entries.length);
  if (count === 0) return null;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center' }}>
      <IconButton
        icon={BugIcon}
        aria-label={t('navbar.errorLog')}
        variant="invisible"
        onClick={() => errorLog.send({ type: 'errorLog.open' })}
      />
      <CounterLabel scheme="primary">{count}</CounterLabel>
    </span>
  );
}

export function SettingsButton() {
  const { t } = useTranslation();
  const { ui } = useApp();
  return (
    <IconButton
      icon={GearIcon}
      aria-label={t('navbar.settings')}
      variant="invisible"
      onClick={() => ui.send({ type: 'settings.open' })}
    />
  );
}

// Wide headers (from 1600 px, HeaderTools.module.css) show the contact line; narrower ones fold it
// into a menu, so the header stays one row at 1280 px.

/** The operations contact line, configured on the server (public settings). */
export function ContactLine() {
  const { t } = useTranslation();
  const contact = useSelector(
    useApp().settings,
    (s) => s.context.data as { contactEmail?: string; contactPhone?: string } | null,
  );
  if (!contact?.contactEmail && !contact?.contactPhone) return null;
  const { contactEmail: email, contactPhone: phone } = contact;
  return (
    <>
      <small className={css.wideOnly} data-testid="contact-line">
        {t('navbar.contact', { email: email ?? '', phone: phone ?? '' })}
      </small>
      <span className={css.narrowOnly}>
        <ActionMenu>
          <ActionMenu.Anchor>
            <IconButton icon={MailIcon} aria-label={t('navbar.contactShort')} variant="invisible" />
          </ActionMenu.Anchor>
          <ActionMenu.Overlay>
            <ActionList aria-label={t('navbar.contactShort')}>
              {email && <ActionList.LinkItem href={`mailto:${email}`}>{email}</ActionList.LinkItem>}
              {phone && (
                <ActionList.LinkItem href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</ActionList.LinkItem>
              )}
            </ActionList>
          </ActionMenu.Overlay>
        </ActionMenu>
      </span>
    </>
  );
}
