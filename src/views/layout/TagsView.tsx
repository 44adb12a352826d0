import { useEffect, useRef, useState } from 'react';
import { ActionList } from '@primer/react';
import { XIcon } from '@primer/octicons-react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import css from './TagsView.module.css';
import { nextPathAfterClose, type Tab } from '../../machines/tabsMachine';
import { useApp, useLang } from '../AppContext';

/** Visited tabs with refresh / close / close others / close all, also on right click (docs/product-rules.md §2). */
export function TagsView() {
  const { t } = useTranslation();
  const lang = useLang();
  const { tabs } = useApp();
  const list = useSelector(tabs, (s) => s.context.tabs);
  const [location, navigate] = useLocation();
  // Where the context menu is open: pure pointer position, no business state.
  const [menu, setMenu] = useState<{ x: number; y: number; tab: Tab } | null>(null);
  const bar = useRef<HTMLElement>(null);
  // The bar scrolls sideways once the tabs outgrow it: keep the current page's tab in view.
  useEffect(() => {
    const active = bar.current?.querySelector<HTMLElement>('[aria-current="page"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [location, list.length]);

  const close = (tab: Tab) => {
    tabs.send({ type: 'tab.close', path: tab.path });
    const next = nextPathAfterClose(tabs.getSnapshot().context.tabs, tab.path, location);
    if (next) navigate(next);
  };
  const run = (action: 'refresh' | 'close' | 'closeOthers' | 'closeAll', tab: Tab) => {
    setMenu(null);
    if (action === 'refresh') return tabs.send({ type: 'tab.refresh', path: tab.path });
    if (action === 'close') return close(tab);
    if (action === 'closeOthers') {
      tabs.send({ type: 'tab.closeOthers', path: tab.path });
      return navigate(tab.path);
    }
    tabs.send({ type: 'tab.closeAll' });
    navigate(tabs.getSnapshot().context.tabs.at(-1)?.path ?? '/dashboard');
  };

  return (
    <nav className={css.bar} ref={bar} aria-label={t('tags.bar')} onClick={() => setMenu(null)}>
      {list.map((tab) => (
        <span className={css.tab} key={tab.path} data-active={tab.path === location || undefined}>
          <a
            href={tab.path}
            aria-current={tab.path === location ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              navigate(tab.path);
            }}
            onContextMenu={(e) => {
              e.preventDefault();
              setMenu({ x: e.clientX, y: e.clientY, tab });
            }}
          >
            {tab.title[lang]}
          </a>
          {!tab.affix && (
            <button
              type="button"
              aria-label={t('tags.closeTab', { title: tab.title[lang] })}
              onClick={() => close(tab)}
            >
              <XIcon size={12} />
            </button>
          )}
        </span>
      ))}
      {menu && (
        <div className={css.menu} style={{ left: menu.x, top: menu.y }} onMouseLeave={() => setMenu(null)}>
          <ActionList role="menu" aria-label={menu.tab.title[lang]}>
            <ActionList.Item role="menuitem" onSelect={() => run('refresh', menu.tab)}>
              {t('tags.refresh')}
            </ActionList.Item>
            {!menu.tab.affix && (
              <ActionList.Item role="menuitem" onSelect={() => run('close', menu.tab)}>
                {t('tags.close')}
              </ActionList.Item>
            )}
            <ActionList.Item role="menuitem" onSelect={() => run('closeOthers', menu.tab)}>
              {t('tags.closeOthers')}
            </ActionList.Item>
            <ActionList.Item role="menuitem" onSelect={() => run('closeAll', menu.tab)}>
              {t('tags.closeAll')}
            </ActionList.Item>
          </ActionList>
        </div>
      )}
    </nav>
  );
}
