import { FormControl, ToggleSwitch } from '@primer/react';
import { Dialog } from '../shared/Dialog';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import css from './SettingsPanel.module.css';
import { THEME_PRESETS } from '../../domain/preferences';
import type { PanelKey } from '../../machines/uiMachine';
import { useApp } from '../AppContext';

/** Right-hand settings panel: theme colour presets and the three layout switches (persisted). */
export function SettingsPanel() {
  const { t } = useTranslation();
  const { ui } = useApp();
  const ctx = useSelector(ui, (s) => s.context);
  if (!ctx.settingsOpen) return null;
  const set = (key: PanelKey, value: string | boolean) => ui.send({ type: 'settings.set', key, value });
  const toggle = (key: 'tagsView' | 'fixedHeader' | 'sidebarLogo', label: string) => (
    <div className={css.toggle}>
      <span id={`setting-${key}`}>{label}</span>
      <ToggleSwitch
        size="small"
        checked={ctx[key]}
        onClick={() => set(key, !ctx[key])}
        aria-labelledby={`setting-${key}`}
      />
    </div>
  );
  return (
    <Dialog title={t('settings.title')} position="right" onClose={() => ui.send({ type: 'settings.close' })}>
      <FormControl>
        <FormControl.Label as="span">{t('settings.theme')}</FormControl.Label>
        <div className={css.swatches}>
          {THEME_PRESETS.map((c) => (
            <button
              key={c}
              type="button"
              style={{ background: c }}
              aria-label={t('settings.themePreset', { color: c })}
              aria-pressed={ctx.theme === c}
              onClick={() => set('theme', c)}
            />
          ))}
        </div>
      </FormControl>
      {toggle('tagsView', t('settings.tagsView'))}
      {toggle('fixedHeader', t('settings.fixedHeader'))}
      {toggle('sidebarLogo', t('settings.sidebarLogo'))}
    </Dialog>
  );
}
