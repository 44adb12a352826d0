import sanitizeHtml from 'sanitize-html';

/**
 * Document content is rich text written in the back office and shown on the dashboard and the public
 * portal. It is sanitised once, on the server, before it is stored (docs/documents-and-portal.md
 * §1): formatting, lists, tables, links and embedded images stay; scripts, event handlers, styles,
 * frames and forms go. The browser renders only what was stored.
 *
 * Images must be embedded (a `data:image/png|jpeg|gif|webp` URL), which is what the app's
 * Content-Security-Policy (`img-src 'self' data: blob:`, app.ts) lets the browser show. An image
 * by address is dropped rather than the policy widened: a notice reaches every user and the public
 * portal, and a remote image there reports each reader's address and reading time to whoever
 * serves it (a tracking pixel), breaks when that host changes, and lets the content change after
 * it was published. Keeping both rules in step means what the editor saves is what readers see.
 */
const EMBEDDED_IMAGE = /^data:image\/(png|jpeg|gif|webp)[;,]/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'code',
    'pre',
    'span',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  // An img left without an embedded picture (its src refused above, or another data type) goes whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !EMBEDDED_IMAGE.test(frame.attribs.src ?? ''),
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  disallowedTagsMode: 'discard',
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
