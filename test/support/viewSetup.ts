import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library registers its own cleanup when it is first imported. View files share their
// worker's modules, so that happens in a worker's first file only: every file unmounts what its
// tests rendered itself, or the next test finds the last one's screen still in the document.
afterEach(() => cleanup());
