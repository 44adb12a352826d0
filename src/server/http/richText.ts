import sanitizeHtml from 'sanitize-html';

/**
 * Document content is rich text written in the back office and shown on the dashboard and the public
 * portal. It is sanitised once, on the server, before it is stored (docs/documents-and-portal.md
 * §1): formatting, lists, tables, links and inline images by https or data URL stay; scripts, event
 * handlers, styles, frames and forms go. The browser renders only what was stored.
 */
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
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  disallowedTagsMode: 'discard',
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
