import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import docsEn from '../../src/i18n/documents/en.json';
import en from '../../src/i18n/en.json';
import { DataDownload } from '../../src/views/portal/PortalPages';
import { uncoveredTransitions } from '../support/graph';
import { heldServices, pathName, replayPath } from '../support/modelReplay';
import { ownedActors } from '../support/ownedActors';
import { renderInShell } from '../support/shellSystem';
import { options, paths, stateKey } from './pagedFetchMachine.paths';
import { pagedFetchMachine } from '../../src/machines/pagedFetchMachine';
import { loadAreaTexts } from '../../src/i18n/areaTexts';

beforeAll(() => loadAreaTexts('documents'));
afterEach(() => {
  cleanup();
  ownedActors.reset();
});

const P = docsEn.portal.pager;

describe('pagedFetchMachine graph', () => {
  it('drives every state-changing transition (state × event, each page)', () => {
    expect(uncoveredTransitions(pagedFetchMachine, options, paths)).toEqual([]);
  });
});

describe('pagedFetchMachine ⇄ the public data download', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['fetch']);
    ownedActors.provide.set('pagedFetch', actors);
    renderInShell(<DataDownload />);
    const actor = ownedActors.refs.get('pagedFetch')!;
    const drive = {
      'fetch.retry': () => fireEvent.click(screen.getByRole('button', { name: en.common.retry })),
      // The pager offers the other page as a link named in the portal's words.
      'page.go': (e: { page: number }) => {
        const nav = screen.getByRole('navigation', { name: P.pagination });
        fireEvent.click(within(nav).getByRole('link', { name: P.pageN.replace('{{n}}', String(e.page)) }));
      },
    };
    const check = async (s: typeof path.state) => {
      expect(screen.queryByLabelText(en.app.loading) !== null).toBe(s.matches('loading'));
      expect(screen.queryByRole('button', { name: en.common.retry }) !== null).toBe(s.matches('failed'));
      if (s.matches('ready')) {
        // The page shown holds the documents of the page asked for, and the pager marks it.
        const first = (s.context.page - 1) * 20 + 1;
        expect(screen.getByText(`Doc ${first}`)).toBeTruthy();
        expect(screen.queryByText(`Doc ${first === 1 ? 21 : 1}`)).toBeNull();
        const nav = screen.getByRole('navigation', { name: P.pagination });
        expect(within(nav).getByText(P.total_other.replace('{{count}}', '25'))).toBeTruthy();
        expect(
          within(nav)
            .getByRole('link', { name: P.pageN.replace('{{n}}', String(s.context.page)) })
            .getAttribute('aria-current'),
        ).toBe('page');
      }
    };
    await replayPath(path, actor, pending, drive, { stateKey, check });
  });
});
