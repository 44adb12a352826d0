import type { Row } from '../../domain/api';
import { Button, Heading, Text } from '@primer/react';
import { useSelector } from '@xstate/react';
import { cellValue } from '../listForm/DataTable';
import { RowActions, useCommandFocus } from '../listForm/RowActions';
import type { ListBodyProps } from '../listForm/types';
import { configText } from '../listForm/configText';
import { useAreaText } from '../shared/useAreaText';

/**
 * The selected function: its columns (code, type, url, …) and its buttons (Edit, Freeze, Move
 * up / down, Add child, Delete), each under its permission. Protected functions (the way back to
 * this screen) are refused by the server; its reason shows above the list.
 */
export function FunctionPanel({
  actorRef,
  config,
  can,
  onRowDialog,
  row,
}: ListBodyProps & { row: Row | null }) {
  const { t, lang, errorText } = useAreaText('system');
  const idle = useSelector(actorRef, (s) => s.matches('loaded'));
  // A refusal (the lock-out guard) is announced above the list, which a long tree scrolls away:
  // repeated here, beside the button pressed, without a second announcement.
  const error = useSelector(actorRef, (s) =>
    s.matches('dialog') ? '' : errorText(s.context.errorCode, s.context.errorMessage),
  );
  const { containerRef, mark } = useCommandFocus(actorRef);
  const label = t('functions.selected');
  if (!row)
    return (
      <section aria-label={label}>
        <Text as="p">{t('functions.pick')}</Text>
      </section>
    );
  const title = String((lang === 'zh' ? row.titleZh : row.titleEn) || row.titleEn || row.titleZh);
  // Buttons cannot have children (the parent picker leaves them out too).
  const mayHaveChildren =
    Number(row.menuType) !== 3 && config.fields.length > 0 && can(config.permissions.add);
  const addChild = () => {
    actorRef.send({ type: 'row.new', values: { parentId: row.id } });
  };
  return (
    // Sticky: the buttons stay in view beside a long tree.
    <section aria-label={label} ref={containerRef} style={{ position: 'sticky', top: 8, alignSelf: 'start' }}>
      <Heading as="h4" style={{ fontSize: 14, marginBottom: 8 }}>
        {title}
      </Heading>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: '4px 12px',
          margin: '0 0 12px',
        }}
      >
        {config.columns
          .filter((c) => c.key !== 'title')
          .map((c) => (
            <div key={c.key} style={{ display: 'contents' }}>
              <dt>{configText(t, c.label)}</dt>
              <dd style={{ margin: 0 }}>{cellValue(c, row, lang, t)}</dd>
            </div>
          ))}
      </dl>
      <RowActions
        actorRef={actorRef}
        config={config}
        can={can}
        row={row}
        onRowDialog={onRowDialog}
        onReload={mark}
      >
        {mayHaveChildren && (
          <Button size="small" disabled={!idle} onClick={addChild}>
            {t('functions.addChild')}
          </Button>
        )}
      </RowActions>
      {error && (
        <Text as="p" aria-hidden style={{ color: 'var(--fgColor-danger)', marginTop: 8 }}>
          {error}
        </Text>
      )}
    </section>
  );
}
