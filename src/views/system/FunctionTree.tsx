import type { Row } from '../../domain/api';
import { useState } from 'react';
import { Heading, TreeView } from '@primer/react';
import { useSelector } from '@xstate/react';
import type { ListBodyProps } from '../listForm/types';
import { configText } from '../listForm/configText';
import { useAreaText } from '../shared/useAreaText';
import { FunctionPanel } from './FunctionPanel';

/**
 * The rows (the tree depth-first, each with its depth) grouped under their parent's id, in order;
 * 0 holds the top level. The parent is the nearest row above one level up, as the list was flattened.
 */
function byParent(rows: Row[]) {
  const groups = new Map<number, Row[]>();
  const path: number[] = [];
  for (const r of rows) {
    const depth = Number(r.depth ?? 0);
    path.length = depth;
    const parent = path[depth - 1] ?? 0;
    groups.set(parent, [...(groups.get(parent) ?? []), r]);
    path.push(r.id);
  }
  return groups;
}

/**
 * The function screen's rows as Primer's TreeView: arrow keys move and open folders, and the
 * focused (or clicked) node is the selected one. Its buttons sit in the panel beside the tree,
 * one Tab away: a tree item is a single focus stop and cannot hold a row of buttons itself.
 */
export function FunctionTree(props: ListBodyProps) {
  const { t, lang } = useAreaText('system');
  const kit = useAreaText('kit').t;
  const rows = useSelector(props.actorRef, (s) => s.context.rows);
  // Which node is selected is the view's own business, like an open row dialog: the machine
  // works on ids the buttons send. It survives reloads (a move) by id.
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = rows.find((r) => r.id === selectedId) ?? null;
  const groups = byParent(rows);
  const headingId = `${props.config.resource}-tree`;

  const node = (row: Row) => {
    const children = groups.get(row.id) ?? [];
    const type = t(`roles.menuType.${row.menuType}`, { defaultValue: `roles.menuType.${row.menuType}` });
    const flags = [
      Number(row.status) === 1 ? '' : kit('status.frozen'),
      row.hidden ? t('fields.hidden') : '',
    ].filter(Boolean);
    return (
      <TreeView.Item
        key={row.id}
        id={`fn-${row.id}`}
        current={row.id === selectedId}
        onSelect={() => setSelectedId(row.id)}
        defaultExpanded={Number(row.menuType) === 1}
      >
        {String((lang === 'zh' ? row.titleZh : row.titleEn) || row.titleEn || row.titleZh)}
        <TreeView.TrailingVisual label={[type, ...flags].join(', ')}>
          {[type, ...flags].join(' · ')}
        </TreeView.TrailingVisual>
        {children.length > 0 && <TreeView.SubTree>{children.map(node)}</TreeView.SubTree>}
      </TreeView.Item>
    );
  };

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(280px, 1fr) minmax(280px, 1fr)', gap: 16 }}>
      <div
        // Selection follows focus, so a keyboard user arrows to a node and tabs to its buttons.
        // Capture: a tree item stops its focus event from bubbling.
        onFocusCapture={(e) => {
          const item = (e.target as HTMLElement).closest('[role="treeitem"]');
          const id = Number(item?.id.replace(/^fn-/, ''));
          if (id) setSelectedId(id);
        }}
      >
        <Heading as="h3" id={headingId} style={{ fontSize: 16, marginBottom: 8 }}>
          {configText(t, props.config.title)}
        </Heading>
        <TreeView aria-labelledby={headingId}>{(groups.get(0) ?? []).map(node)}</TreeView>
      </div>
      <FunctionPanel {...props} row={selected} />
    </div>
  );
}
