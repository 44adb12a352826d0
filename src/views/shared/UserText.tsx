import type { ReactNode } from 'react';

/**
 * Text a user wrote (a notice's title, a document's name): shown as written, in whichever language
 * it was written, so it is data rather than the UI's words. The mark lets the screen sweep tell
 * the two apart (test/support/e2e/readScreenText.ts), as it does a table's data cells.
 */
export function UserText({ children }: { children: ReactNode }) {
  return <span data-user-text="">{children}</span>;
}
