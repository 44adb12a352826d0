import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { ownedActors } from './ownedActors';
import { loadLanguage } from '../../src/i18n/languageTexts';

// The app loads one language's texts at start and the other on a switch (languageTexts.ts, covered
// by test/i18n/languageTexts.test.ts); view tests render in either and switch with
// `i18n.changeLanguage`, so every view file starts with both here.
await Promise.all([loadLanguage('en'), loadLanguage('zh')]);

// Testing Library registers its own cleanup when it is first imported. View files share their
// worker's modules, so that happens in a worker's first file only: every file unmounts what its
// tests rendered itself, or the next test finds the last one's screen still in the document.
afterEach(() => {
  cleanup();
  ownedActors.reset();
});

// Views that make their own actor (a dialog, a picker, a screen's tab) give a test no actor to
// pass in: every view test gets `@xstate/react` through `withOwnedActors`, which hands a test its
// stand-ins and the live ref by machine id and is the library itself when a test asks for none.
// Mocked here for all view files, it is one module graph they can all share.
vi.mock('@xstate/react', async (original) => (await import('./ownedActors')).withOwnedActors(original));
