import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { renderSignedInShell } from '../../support/signedInShell';

let system: AppSystem;
const realFetch = globalThis.fetch;
const realScroll = Element.prototype.scrollIntoView;
/** The elements scrolled into view, in order. */
let scrolled: Element[] = [];
beforeAll(() => {
  // The pages behind the tabs load lists; an empty page keeps them quiet (only the tabs are tested).
  globalThis.fetch = (async () =>
    new Response(JSON.stringify({ success: true, data: { items: [], total: 0, page: 1, size: 20 } }), {
      headers: { 'Content-Type': 'application/json' },
    })) as typeof fetch;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterAll(() => {
  globalThis.fetch = realFetch;
  Element.prototype.scrollIntoView = realScroll;
});
afterEach(() => {
  cleanup();
  system.stop();
  scrolled = [];
});

describe('tabs bar', () => {
  it('scrolls the active tab into view when the page changes', async () => {
    system = await renderSignedInShell('/ship/list');
    const bar = screen.getByRole('navigation', { name: 'Visited pages' });
    const ships = await within(bar).findByRole('link', { name: 'Ships' });
    await waitFor(() => expect(scrolled.at(-1)).toBe(ships));
    fireEvent.click(within(bar).getByRole('link', { name: 'Dashboard' }));
    const dashboard = within(bar).getByRole('link', { name: 'Dashboard' });
    await waitFor(() => expect(scrolled.at(-1)).toBe(dashboard));
  });
});
