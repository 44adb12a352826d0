import { ActionList, ActionMenu, IconButton } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import css from './SidebarStrip.module.css';
import type { RouteRecord } from './menuRoutes';
import { useLang } from '../AppContext';
import { menuIcon } from './menuIcons';

const visibleChildren = (r: RouteRecord) => r.children.filter((c) => !c.hidden);
const leavesOf = (r: RouteRecord): RouteRecord[] =>
  r.kind === 'layout' ? visibleChildren(r).flatMap(leavesOf) : r.hidden ? [] : [r];

/**
 * The collapsed desktop sidebar: one icon per top-level menu, named by its title (tooltip and
 * accessible name). A lone page opens directly; a folder opens its pages in a menu beside it.
 */
export function SidebarStrip({ tree }: { tree: RouteRecord[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [location, navigate] = useLocation();

  const entry = (r: RouteRecord) => {
    const title = r.title[lang];
    const leaves = leavesOf(r);
    const lone = r.kind !== 'layout' || (leaves.length === 1 && leaves[0].path === r.path);
    if (lone)
      return (
        <IconButton
          key={r.name}
          icon={menuIcon(r.icon)}
          aria-label={title}
          tooltipDirection="e"
          variant="invisible"
          aria-current={leaves[0]?.path === location ? 'page' : undefined}
          onClick={() => leaves[0] && navigate(leaves[0].path)}
        />
      );
    const groups = visibleChildren(r);
    const item = (leaf: RouteRecord) => (
      <ActionList.Item key={leaf.name} active={leaf.path === location} onSelect={() => navigate(leaf.path)}>
        {leaf.title[lang]}
      </ActionList.Item>
    );
    return (
      <ActionMenu key={r.name}>
        <ActionMenu.Anchor>
          <IconButton
            icon={menuIcon(r.icon)}
            aria-label={title}
            tooltipDirection="e"
            variant="invisible"
            data-active={leaves.some((l) => l.path === location)}
          />
        </ActionMenu.Anchor>
        <ActionMenu.Overlay side="outside-right" align="start">
          <ActionList aria-label={title}>
            {groups.map((g) =>
              g.kind === 'layout' ? (
                <ActionList.Group key={g.name}>
                  <ActionList.GroupHeading>{g.title[lang]}</ActionList.GroupHeading>
                  {leavesOf(g).map(item)}
                </ActionList.Group>
              ) : (
                item(g)
              ),
            )}
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
    );
  };

  return (
    <nav className={css.strip} aria-label={t('navbar.mainMenu')}>
      {tree.filter((r) => !r.hidden).map(entry)}
    </nav>
  );
}
