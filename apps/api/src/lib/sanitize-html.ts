import { editorImageKeyOf } from '@app/contract';
import sanitizeHtml from 'sanitize-html';

/*
 * Rich text (job descriptions, blog posts) is stored and served as HTML, so the server keeps only
 * an allow-list of what the editor (tiptap StarterKit + Link + Image + Underline + TextAlign,
 * headings h2–h4) produces, whatever a client sends. See ADR 0011.
 */

const ALIGNABLE = ['p', 'h2', 'h3', 'h4'] as const;
const ALLOWED_TAGS = [
  ...ALIGNABLE,
  'br',
  'strong',
  'em',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'hr',
];
/** Dropped with everything inside them (not only the tag). */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
];

export const LINK_REL = 'noopener noreferrer nofollow';
/** Images stored by our editor upload (the path `publicFileUrl` gives). */
const OWN_IMAGE_SRC = /^\/api\/files\/editor-image\/[a-f0-9]{32}\.(jpg|png|webp)$/;
/** `viecxa.vn/abc`: a link typed without its scheme. */
const BARE_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;
const DIMENSION = /^\d{1,4}$/;

function safeHref(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (/^(https?:\/\/[^\s/]|mailto:[^\s])/i.test(value)) return value;
  if (BARE_DOMAIN.test(value)) return `https://${value}`;
  return undefined;
}

/**
 * Only images uploaded through our editor: an image from another origin would tell that site who
 * reads the page, and the pages' CSP (`img-src 'self' data: blob:`, web.ts) would block it anyway.
 */
function safeImageSrc(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  return OWN_IMAGE_SRC.test(value) ? value : undefined;
}

function keep(attribs: Record<string, string>, names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = attribs[name];
    if (value !== undefined) out[name] = value;
  }
  return out;
}

function options(onImage?: (src: string) => void): sanitizeHtml.IOptions {
  return {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      ol: ['start'],
      code: ['class'],
      ...Object.fromEntries(ALIGNABLE.map((tag) => [tag, ['style']])),
    },
    allowedClasses: { code: [/^language-[a-z0-9+#-]{1,30}$/] },
    allowedStyles: { '*': { 'text-align': [/^(left|center|right|justify)$/] } },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: NON_TEXT_TAGS,
    nestingLimit: 30,
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      b: 'strong',
      i: 'em',
      strike: 's',
      del: 's',
      a: (_tag, attribs) => {
        const href = safeHref(attribs.href);
        const out: sanitizeHtml.Attributes = href ? { href, target: '_blank', rel: LINK_REL } : {};
        return { tagName: 'a', attribs: out };
      },
      img: (_tag, attribs) => {
        const src = safeImageSrc(attribs.src);
        const out: sanitizeHtml.Attributes = src ? { src, ...keep(attribs, ['alt', 'title']) } : {};
        for (const d of ['width', 'height']) {
          const v = attribs[d]?.trim();
          if (src && v && DIMENSION.test(v)) out[d] = v;
        }
        return { tagName: 'img', attribs: out };
      },
    },
    // Sees each kept tag with its cleaned attributes: a link without a usable href keeps its text,
    // an image without a usable src goes.
    exclusiveFilter: (frame) => {
      if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
      if (frame.tag === 'img') {
        const src = frame.attribs.src;
        if (!src) return true;
        onImage?.(src);
      }
      return false;
    },
  };
}

/** The allow-listed HTML to store and render (safe to insert with dangerouslySetInnerHTML). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options()).trim();
}

/**
 * Keys of our editor images (`editor-image/<hex>.<ext>`) that the HTML still shows once sanitised,
 * each once, in order: what a saved text binds, and what cleanup must keep.
 */
export function editorImageKeys(html: string): string[] {
  const keys = new Set<string>();
  sanitizeHtml(
    html,
    options((src) => {
      const key = editorImageKeyOf(src);
      if (key) keys.add(key);
    }),
  );
  return [...keys];
}

const BLOCK_BOUNDARY = /<\/(?:p|h[1-6]|li|blockquote|pre|div|td|th|tr|ul|ol)\s*>|<(?:br|hr)\b[^>]*>/gi;

/**
 * The text of rich text on one line, whitespace collapsed, blocks separated by a space: for meta
 * descriptions, search and previews. Entities are decoded (the result is text, not HTML).
 */
export function richTextToPlain(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_BOUNDARY, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: NON_TEXT_TAGS,
  });
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the HTML shows nothing: no text and no image (an untouched editor sends `<p></p>`). */
export function isRichTextEmpty(html: string): boolean {
  if (richTextToPlain(html) !== '') return false;
  return !/<img\b/i.test(sanitizeRichText(html));
}
