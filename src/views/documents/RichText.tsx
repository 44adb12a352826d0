/**
 * Document content as stored: the server keeps only the allowed tags and attributes when it saves
 * (server/http/richText.ts: no scripts, event attributes, styles or javascript: links), so the
 * stored HTML is what the browser may render. Nothing else is ever passed to this component.
 */
export function RichText({ html, id }: { html: string; id?: string }) {
  return (
    <div
      id={id}
      className="rich-text"
      // Written by a user, in whichever language (views/shared/UserText.tsx).
      data-user-text=""
      style={{ lineHeight: 1.6, overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
