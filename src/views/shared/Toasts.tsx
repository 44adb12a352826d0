import { Banner } from '@primer/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import css from './Toasts.module.css';
import { useApp } from '../AppContext';

/** Toasts from the notices machine; each disappears when its own timer fires. */
export function Toasts() {
  const { t } = useTranslation();
  const { notices } = useApp();
  const list = useSelector(notices, (s) => s.context.notices);
  return (
    <div className={css.stack} aria-live="polite">
      {list.map((n) => {
        const text = n.text ?? (n.code ? t(n.code as 'common.ok') : '');
        return (
          <div key={n.id} role={n.variant === 'critical' ? 'alert' : 'status'}>
            <Banner
              variant={n.variant}
              title={text}
              hideTitle
              description={text}
              onDismiss={() => notices.send({ type: 'notice.dismiss', id: n.id })}
            />
          </div>
        );
      })}
    </div>
  );
}
