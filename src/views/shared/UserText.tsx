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

/** Where each named piece of a user's words stands in a sentence: its name between two marks. */
const USER_MARKS = new RegExp(`${USER_MARK}(\\w+)${USER_MARK}`);

/**
 * A sentence of the UI with several pieces of users' words inside it, in whatever order the
 * language puts them ("{{user}} uploaded {{file}} on {{at}}"): `sentence` gets a mark for each
 * name of `users` and returns the sentence (`(marks) => t('duplicate.body', { ...marks, at })`);
 * each piece is marked as a user's, the sentence around them stays the UI's own words.
 */
export function WithUserTexts({
  sentence,
  users,
}: {
  sentence: (marks: Record<string, string>) => string;
  users: Record<string, string>;
}) {
  const marks = Object.fromEntries(Object.keys(users).map((k) => [k, `${USER_MARK}${k}${USER_MARK}`]));
  // split with a capturing group: the text parts at even indexes, the names at odd ones.
  const parts = sentence(marks).split(USER_MARKS);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 0 ? part : <UserText key={`${part}-${i}`}>{users[part] ?? ''}</UserText>,
      )}
    </>
  );
}
