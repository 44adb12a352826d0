import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import en from '../../../src/i18n/en.json';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { renderSignedInShell } from '../../support/signedInShell';

// /cssLog (docs/product-rules.md §2 static route) is the client error log as a page, not a 404.
let system: AppSystem;
afterEach(() => {
  cleanup();
  system.stop();
});

describe('/cssLog', () => {
  it('shows the logged errors with their time and clears them', async () => {
    system = await renderSignedInShell('/cssLog');
    expect(await screen.findByRole('heading', { name: en.errorLog.title }, { timeout: 5000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/cssLog');
    expect(screen.getByText(en.errorLog.empty)).toBeTruthy();
    await act(async () => {
      system.errorLog.send({
        type: 'errorLog.add',
        message: 'boom',
        info: 'at Ships',
        url: '/ship/list',
        stack: 's',
      });
    });
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')[0].textContent).toBe(en.errorLog.time);
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells[0].textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(UTC\+8\)$/);
    expect(cells[1].textContent).toBe('boom');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.errorLog.clearAll })));
    expect(system.errorLog.getSnapshot().context.entries).toEqual([]);
    expect(screen.getByText(en.errorLog.empty)).toBeTruthy();
  });

  it('titles the browser tab', async () => {
    system = await renderSignedInShell('/cssLog');
    await screen.findByRole('heading', { name: en.errorLog.title }, { timeout: 5000 });
    expect(document.title.startsWith('Error log')).toBe(true);
  });
});
