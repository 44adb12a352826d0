import { useId, useState } from 'react';
import { TextInput } from '@primer/react';
import { SearchIcon } from '@primer/octicons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import css from './HeaderSearch.module.css';
import { searchRoutes } from './menuRoutes';
import { useLang } from '../AppContext';
import { useMenuRoutes } from './useRoutes';

/** Fuzzy search over the user's menu; Enter or a click jumps to the screen (combobox pattern). */
export function HeaderSearch() {
  const { t } = useTranslation();
  const lang = useLang();
  const { tree } = useMenuRoutes();
  const [, navigate] = useLocation();
  const listId = useId();
  // Typing state belongs to the input alone; no machine models it.
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const hits = searchRoutes(tree, query, lang).slice(0, 10);
  const go = (path: string) => {
    setQuery('');
    navigate(path);
  };
  return (
    <div className={css.wrap}>
      <TextInput
        role="combobox"
        aria-label={t('navbar.search')}
        aria-expanded={hits.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        placeholder={t('navbar.searchPlaceholder')}
        leadingVisual={SearchIcon}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((i) => Math.min(i + 1, hits.length - 1));
          if (e.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
          if (e.key === 'Enter' && hits[active]) go(hits[active].path);
          if (e.key === 'Escape') setQuery('');
        }}
      />
      {hits.length === 0 && query.trim() !== '' && (
        // Said at once to assistive technology too (role status), so typing into nothing is never silent.
        <div className={css.list} role="status">
          <div style={{ padding: '6px 12px' }}>{t('navbar.searchNoMatch', { query: query.trim() })}</div>
        </div>
      )}
      {hits.length > 0 && (
        <ul className={css.list} id={listId} role="listbox" aria-label={t('navbar.search')}>
          {hits.map((r, i) => (
            <li
              key={r.name}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(r.path)}
            >
              {r.title[lang]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
