// Blog HTML is cleaned on save with an allow-list (PRODUCT.md "Public site"); the browser cleans it
// again before display. Anything not listed here is dropped: tags, attributes and URL schemes.
import sanitizeHtml from "sanitize-html";

const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"];
const TEXT = ["p", "br", "hr", "em", "strong", "b", "i", "blockquote", "code", "pre"];
const LISTS = ["ul", "ol", "li"];
const TABLES = ["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td"];

export const ALLOWED_TAGS = [...HEADINGS, ...TEXT, ...LISTS, ...TABLES, "a", "img"];

/** Inline images may be data: URLs of raster formats only (an SVG can carry script). */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;

/** Strips what browsers ignore inside a URL (whitespace, control characters) before judging it. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const compactUrl = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, "");

function isHttpUrl(value: string) {
  return /^https?:\/\//i.test(compactUrl(value));
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedClasses: { code: [/^language-[a-z0-9+#-]+$/] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: "discard",
  // The text inside these is code or markup, never prose: drop it with the tag.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "iframe", "xmp", "noembed", "noframes", "template", "object", "embed", "applet", "svg", "math"],
  transformTags: {
    a: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = { ...attribs, rel: "noopener noreferrer" };
      if (next.target !== "_blank") delete next.target;
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = { ...attribs };
      const src = next.src ?? "";
      const relative = /^\/(?![/\\])/.test(src);
      if (!(isHttpUrl(src) || relative || DATA_IMAGE.test(compactUrl(src)))) delete next.src;
      for (const size of ["width", "height"]) {
        if (next[size] !== undefined && !/^\d{1,4}$/.test(next[size])) delete next[size];
      }
      return { tagName, attribs: next };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/** The allow-listed, inert form of untrusted post HTML. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Plain text of some HTML (for feed descriptions and checks that something readable is left). */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
