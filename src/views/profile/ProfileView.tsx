import { Avatar, Button, Heading, Label, Spinner } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import css from './ProfileView.module.css';
import { avatarClientMachine } from '../../machines/app/provided';
import { useApp, useLang } from '../AppContext';
import { nameInLang } from '../shared/nameInLang';
import { ErrorBanner, useErrorText } from '../shared/ErrorText';

/** Name, roles, avatar upload (jpg/png ≤ 500 KB) and a way into the change-password dialog. */
export default function ProfileView() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { session, changePassword } = useApp();
  const user = useSelector(session, (s) => s.context.user);
  const lang = useLang();
  const avatar = useActorRef(avatarClientMachine, { input: { avatar: user?.avatar ?? null } });
  const upload = useSelector(avatar, (s) => s);
  const activeRole = user?.sysRoles.find((r) => String(r.id) === String(user.activeRoleId));
  return (
    <section className={css.card} aria-labelledby="profile-title">
      <Heading as="h1" id="profile-title" style={{ fontSize: 20 }}>
        {t('profile.title')}
      </Heading>
      {upload.context.avatar && <Avatar src={upload.context.avatar} size={64} alt={t('profile.avatar')} />}
      <dl>
        <dt>{t('profile.name')}</dt>
        <dd>{nameInLang(user, lang)}</dd>
        <dt>{t('profile.roles')}</dt>
        <dd>
          {user?.sysRoles.map((r) => (
            <Label
              key={r.id}
              variant={r.id === activeRole?.id ? 'accent' : 'default'}
              style={{ marginRight: 4 }}
            >
              {nameInLang(r, lang)}
            </Label>
          ))}
        </dd>
        {user?.introduction && (
          <>
            <dt>{t('profile.introduction')}</dt>
            <dd>{user.introduction}</dd>
          </>
        )}
      </dl>
      <label>
        {t('profile.upload')}{' '}
        <input
          type="file"
          accept="image/jpeg,image/png"
          disabled={upload.hasTag('busy')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) avatar.send({ type: 'avatar.choose', file });
            e.target.value = '';
          }}
        />
      </label>
      {upload.hasTag('busy') && <Spinner size="small" aria-label={t('profile.uploading')} />}
      <ErrorBanner text={errorText(upload.context.errorCode)} />
      <div>
        <Button onClick={() => changePassword.send({ type: 'password.open' })}>
          {t('navbar.changePassword')}
        </Button>
      </div>
    </section>
  );
}
