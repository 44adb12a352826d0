import { ActionList, ActionMenu, Avatar, Button } from '@primer/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useApp, useLang } from '../AppContext';
import { paths } from '../routes';
import { nameInLang } from '../shared/nameInLang';

export const userGuideHref = (lang: 'zh' | 'en') =>
  lang === 'zh' ? '/user-guide-zh.pdf' : '/user-guide-en.pdf';

/** Profile, change password, user guide, switch role (when the user has several), log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { session, changePassword } = useApp();
  const lang = useLang();
  const [, navigate] = useLocation();
  const name = nameInLang(
    useSelector(session, (s) => s.context.user),
    lang,
  );
  const avatar = useSelector(session, (s) => s.context.user?.avatar ?? null);
  const roles = useSelector(session, (s) => s.context.user?.sysRoles ?? []);
  const activeRoleId = useSelector(session, (s) => s.context.user?.activeRoleId ?? null);
  return (
    <ActionMenu>
      <ActionMenu.Anchor>
        <Button
          variant="invisible"
          aria-label={t('navbar.userMenu')}
          leadingVisual={avatar ? () => <Avatar src={avatar} size={20} alt="" /> : undefined}
        >
          {name}
        </Button>
      </ActionMenu.Anchor>
      <ActionMenu.Overlay>
        <ActionList>
          <ActionList.Item onSelect={() => navigate(paths.profile)}>{t('navbar.profile')}</ActionList.Item>
          <ActionList.Item onSelect={() => navigate(paths.dashboard)}>
            {t('navbar.dashboard')}
          </ActionList.Item>
          <ActionList.Item onSelect={() => changePassword.send({ type: 'password.open' })}>
            {t('navbar.changePassword')}
          </ActionList.Item>
          <ActionList.LinkItem href={userGuideHref(lang)} target="_blank" rel="noopener">
            {t('navbar.userGuide')}
          </ActionList.LinkItem>
          {roles.length > 1 && <ActionList.Divider />}
          {roles.length > 1 &&
            roles
              .filter((r) => String(r.id) !== String(activeRoleId))
              .map((r) => (
                <ActionList.Item
                  key={r.id}
                  onSelect={() => session.send({ type: 'role.switch', roleId: r.id })}
                >
                  {t('navbar.switchRole', { name: nameInLang(r, lang) })}
                </ActionList.Item>
              ))}
          <ActionList.Divider />
          <ActionList.Item variant="danger" onSelect={() => session.send({ type: 'session.logout' })}>
            {t('navbar.logout')}
          </ActionList.Item>
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
