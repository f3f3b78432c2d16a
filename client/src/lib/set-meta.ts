// One <meta> tag of the head, set in place: used on every navigation and by a post's own description.
/** Sets (or adds) one <meta name|property=key> tag in the head. */
export function setMeta(attribute: "name" | "property", key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}
