import { Banner } from '@primer/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useApp } from '../AppContext';

const Stack = styled.div`
  position: fixed;
  top: 12px;
  left: 50%;
  transform: translateX(-50%);
  z-index: 1000;
  display: grid;
  gap: 8px;
  width: min(480px, 92vw);
`;

/** Toasts from the notices machine; each disappears when its own timer fires. */
export function Toasts() {
  const { t } = useTranslation();
  const { notices } = useApp();
  const list = useSelector(notices, (s) => s.context.notices);
  return (
    <Stack aria-live="polite">
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
    </Stack>
  );
}
