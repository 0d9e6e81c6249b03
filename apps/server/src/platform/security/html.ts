import type SanitizeHtml from 'sanitize-html';
import { lazyRequire } from '../runtime/lazy-require.ts';

const sanitizer = lazyRequire<typeof SanitizeHtml>('sanitize-html');

const STYLE_VALUE = [/^[#\w\s(),.%-]+$/];

/**
 * Rich text from the editor, reduced to formatting: no script or style elements, no event-handler
 * attributes, no javascript:/vbscript: URLs, inline styles only for a few visual properties.
 */
const optionsFor = (sanitizeHtml: typeof SanitizeHtml): SanitizeHtml.IOptions => ({
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'span',
    'font',
    'u',
    's',
    'del',
    'ins',
    'sub',
    'sup',
    'video',
    'source',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    video: ['src', 'controls', 'width', 'height', 'poster'],
    source: ['src', 'type'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    font: ['color', 'size'],
    '*': ['style', 'class'],
  },
  allowedStyles: {
    '*': {
      color: STYLE_VALUE,
      'background-color': STYLE_VALUE,
      'text-align': [/^(left|right|center|justify)$/],
      'text-decoration': STYLE_VALUE,
      'font-size': STYLE_VALUE,
      'font-weight': STYLE_VALUE,
      'font-style': STYLE_VALUE,
      'font-family': [/^[\w\s,"'-]+$/],
      'line-height': STYLE_VALUE,
      'text-indent': STYLE_VALUE,
      width: STYLE_VALUE,
      height: STYLE_VALUE,
      'padding-left': STYLE_VALUE,
      'margin-left': STYLE_VALUE,
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
});

let options: SanitizeHtml.IOptions | undefined;

export function sanitizeRichText(html: string): string {
  const sanitizeHtml = sanitizer();
  options ??= optionsFor(sanitizeHtml);
  return sanitizeHtml(html, options).trim();
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Plain text for rich text the server writes itself (a notice naming stored values). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
