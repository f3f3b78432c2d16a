// The browser's second cleaning of post HTML (the server cleans on save): the same allow-list,
// so nothing the server let through is lost and nothing it missed can run.
import DOMPurify from "dompurify";

const ALLOWED_TAGS = [
  "h1", "h2", "h3", "h4", "h5", "h6",
  "p", "br", "hr", "em", "strong", "b", "i", "blockquote", "code", "pre",
  "ul", "ol", "li",
  "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
  "a", "img",
];
const ALLOWED_ATTR = ["href", "title", "target", "rel", "src", "alt", "width", "height", "colspan", "rowspan", "scope", "start", "class"];

/** http(s), mailto, site paths and fragments; anything else with a scheme is dropped. */
const SAFE_URL = /^(?:https?:|mailto:|\/(?![/\\])|#|[^:]*$)/i;
const SAFE_IMAGE = /^(?:https?:\/\/|\/(?![/\\])|data:image\/(?:png|jpe?g|gif|webp|avif);base64,)/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook("afterSanitizeAttributes", (node) => {
    const el = node as Element;
    const tag = el.tagName?.toLowerCase();
    if (!tag) return;
    if (tag === "a") {
      const href = el.getAttribute("href");
      if (href !== null && !SAFE_URL.test(href.trim())) el.removeAttribute("href");
      el.setAttribute("rel", "noopener noreferrer");
      if (el.getAttribute("target") !== "_blank") el.removeAttribute("target");
    }
    if (tag === "img") {
      const src = el.getAttribute("src") ?? "";
      if (!SAFE_IMAGE.test(src.trim())) el.removeAttribute("src");
    }
    const className = el.getAttribute("class");
    if (className !== null && !(tag === "code" && /^language-[a-z0-9+#-]+$/.test(className))) el.removeAttribute("class");
  });
  purifier = instance;
  return instance;
}

/** Inert HTML for dangerouslySetInnerHTML; empty outside a browser (there is nothing to clean with). */
export function sanitizeForDisplay(html: string): string {
  if (typeof window === "undefined") return "";
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?![/\\])|#|data:image\/(?:png|jpe?g|gif|webp|avif);base64,|[^:]*$)/i,
    RETURN_TRUSTED_TYPE: false,
  });
}
