import type { Row } from '../../domain/api';
import { TreeView } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { roleFunctionsMachine } from '../../machines/system/provided';
import type { FunctionNode } from '../../services/systemApi';
import { useAreaText } from '../shared/useAreaText';
import { AssignDialog, type AssignActor } from './AssignDialog';

const ids = (n: FunctionNode): number[] => [n.id, ...n.children.flatMap(ids)];

function Node({
  node,
  ancestors,
  actorRef,
}: {
  node: FunctionNode;
  /** Nearest last: the folders (and page) above this node. */
  ancestors: FunctionNode[];
  actorRef: AssignActor;
}) {
  const { lang, t } = useAreaText('system');
  const selected = useSelector(actorRef, (s) => s.context.selected);
  const own = ids(node);
  const count = own.filter((id) => selected.includes(id)).length;
  const checked = count === own.length ? 'true' : count > 0 ? 'mixed' : 'false';
  // Checking grants the node, everything under it and the way to it. Unchecking removes the
  // subtree, and each folder above left with nothing granted under it, so no empty menu remains.
  const uncheck = () => {
    const left = new Set(selected.filter((id) => !own.includes(id)));
    const off = [...own];
    for (const a of [...ancestors].reverse()) {
      if (ids(a).some((id) => id !== a.id && left.has(id))) break;
      left.delete(a.id);
      off.push(a.id);
    }
    actorRef.send({ type: 'assign.toggle', ids: off, on: false });
  };
  const toggle = () =>
    checked === 'true'
      ? uncheck()
      : actorRef.send({ type: 'assign.toggle', ids: [...ancestors.map((a) => a.id), ...own], on: true });
  return (
    <TreeView.Item
      id={`fn-${node.id}`}
      aria-checked={checked}
      onSelect={toggle}
      defaultExpanded={node.menuType === 1}
    >
      <TreeView.LeadingVisual>
        <input
          type="checkbox"
          aria-hidden
          tabIndex={-1}
          readOnly
          checked={checked === 'true'}
          ref={(el) => void (el && (el.indeterminate = checked === 'mixed'))}
        />
      </TreeView.LeadingVisual>
      {lang === 'zh' ? node.titleZh : node.titleEn}
      <TreeView.TrailingVisual
        label={t(`roles.menuType.${node.menuType}`, { defaultValue: `roles.menuType.${node.menuType}` })}
      >
        {t(`roles.menuType.${node.menuType}`, { defaultValue: `roles.menuType.${node.menuType}` })}
      </TreeView.TrailingVisual>
      {node.children.length > 0 && (
        <TreeView.SubTree>
          {node.children.map((c) => (
            <Node key={c.id} node={c} ancestors={[...ancestors, node]} actorRef={actorRef} />
          ))}
        </TreeView.SubTree>
      )}
    </TreeView.Item>
  );
}

/**
 * The functions of one role as Primer's TreeView with check states (aria-checked true / mixed /
 * false): menus, pages and buttons. Space or Enter toggles the focused node. Saved as a whole set
 * with the role's version; holders see the change at their next login.
 */
export function RoleFunctionsDialog({ role, onClose }: { role: Row; onClose: (changed: boolean) => void }) {
  const { t, lang } = useAreaText('system');
  const actorRef = useActorRef(roleFunctionsMachine, { input: { id: role.id } });
  const tree = useSelector(actorRef, (s) => (s.context.choices as FunctionNode[] | null) ?? []);
  const name = String(lang === 'zh' ? role.nameZh : role.nameEn);
  return (
    <AssignDialog actorRef={actorRef} title={t('roles.functionsOf', { name })} onClose={onClose}>
      <TreeView aria-label={t('roles.functions')}>
        {tree.map((n) => (
          <Node key={n.id} node={n} ancestors={[]} actorRef={actorRef} />
        ))}
      </TreeView>
    </AssignDialog>
  );
}
