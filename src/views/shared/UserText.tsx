import type { ReactNode } from 'react';

/**
 * Text a user wrote (a notice's title, a document's name): shown as written, in whichever language
 * it was written, so it is data rather than the UI's words. The mark lets the screen sweep tell
 * the two apart (test/support/e2e/readScreenText.ts), as it does a table's data cells.
 */
export function UserText({ children }: { children: ReactNode }) {
  return <span data-user-text="">{children}</span>;
}

/** Where the user's words stand in a sentence `t` gives (`t('returned.reason', { comment: USER_MARK })`). */
export const USER_MARK = '\u0001';

/**
 * A sentence of the UI with a user's words inside it ("Reason: {{comment}}"): `words` is the
 * sentence with USER_MARK in their place, and only the user's part is marked as theirs, so the
 * sentence around it is still checked as the UI's own words.
 */
export function WithUserText({ words, user }: { words: string; user: string }) {
  if (!words.includes(USER_MARK)) return <>{words}</>;
  const [before, after = ''] = words.split(USER_MARK);
  return (
    <>
      {before}
      <UserText>{user}</UserText>
      {after}
    </>
  );
}
