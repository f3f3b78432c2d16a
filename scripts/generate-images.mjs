// Draws the site's own illustrations (portraits of the sample engineers and of the demo talent
// pool, the video poster and the link-preview card) as SVG and rasterises them to WebP/PNG in
// Chromium, into client/public/images. Run once after changing a drawing (the output is committed):
//   node scripts/generate-images.mjs          everything
//   node scripts/generate-images.mjs pool     only the demo pool's portraits (server/demo/seed-pool-people.ts)
//   node scripts/generate-images.mjs site     only the landing people, leadership, poster and card
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { tsImport } from "tsx/esm/api";

/* global Image, document -- used inside page.evaluate, which runs in the browser */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "client/public/images");

// One palette, skin tone, hair style and backdrop shape per person (slugs from shared/landing-profiles.ts).
const PEOPLE = [
  { slug: "thandi", bg: ["#0f766e", "#134e4a"], skin: "#8d5a3b", hair: "#1c1917", style: "bun", shirt: "#f59e0b", shape: "rings" },
  { slug: "pieter", bg: ["#263479", "#141c45"], skin: "#f1c7a5", hair: "#a16207", style: "short", shirt: "#38bdf8", shape: "grid" },
  { slug: "lerato", bg: ["#7c2d12", "#431407"], skin: "#6b4226", hair: "#0c0a09", style: "curls", shirt: "#2dd4bf", shape: "arcs" },
  { slug: "ruan", bg: ["#1e3a8a", "#172554"], skin: "#e9b894", hair: "#57534e", style: "side", shirt: "#f472b6", shape: "dots" },
  { slug: "ayesha", bg: ["#581c87", "#3b0764"], skin: "#c68863", hair: "#1c1917", style: "long", shirt: "#facc15", shape: "rings" },
  { slug: "johan", bg: ["#065f46", "#022c22"], skin: "#f5cfb2", hair: "#d6d3d1", style: "crop", shirt: "#60a5fa", shape: "grid" },
  { slug: "nomvula", bg: ["#9f1239", "#4c0519"], skin: "#5c3a21", hair: "#0c0a09", style: "afro", shirt: "#34d399", shape: "arcs" },
  { slug: "michael", bg: ["#334155", "#0f172a"], skin: "#b07a55", hair: "#1c1917", style: "short", shirt: "#fb923c", shape: "dots" },
  // The leadership team on /about.
  { slug: "naledi", bg: ["#0f766e", "#263479"], skin: "#7a4b2e", hair: "#0c0a09", style: "long", shirt: "#e2e8f0", shape: "arcs" },
  { slug: "daniel", bg: ["#263479", "#581c87"], skin: "#efc3a0", hair: "#78350f", style: "side", shirt: "#94a3b8", shape: "rings" },
  { slug: "kagiso", bg: ["#134e4a", "#0c112c"], skin: "#61391f", hair: "#0c0a09", style: "crop", shirt: "#fcd34d", shape: "grid" },
];

// The demo pool: each person's skin tone, hair and details come from seed-pool-people.ts; colours,
// clothes and backdrop are picked from these lists by a pseudo-random generator seeded with the
// slug, so a portrait never changes unless its person does.
const SKIN_TONES = ["#f6d5bd", "#eabf9c", "#d59d74", "#b57d55", "#7f4f31", "#5a3620"];
const DARK_HAIR = ["#0c0a09", "#1c1917", "#292524", "#2b1d14"];
const LIGHT_HAIR = ["#2b1d14", "#57381f", "#78350f", "#a16207", "#c8a165", "#7c2d12"];
const BACKGROUNDS = [
  ["#0f766e", "#134e4a"], ["#263479", "#141c45"], ["#7c2d12", "#431407"], ["#1e3a8a", "#172554"], ["#581c87", "#3b0764"],
  ["#065f46", "#022c22"], ["#9f1239", "#4c0519"], ["#334155", "#0f172a"], ["#0e7490", "#164e63"], ["#a16207", "#713f12"],
  ["#4d7c0f", "#1a2e05"], ["#be185d", "#500724"], ["#3730a3", "#1e1b4b"], ["#155e75", "#0c112c"],
];
const SHIRTS = ["#f59e0b", "#38bdf8", "#2dd4bf", "#f472b6", "#facc15", "#60a5fa", "#34d399", "#fb923c", "#e2e8f0", "#a78bfa", "#f87171", "#94a3b8", "#fcd34d", "#4ade80", "#c084fc", "#fda4af"];
const WRAPS = ["#f59e0b", "#0d9488", "#dc2626", "#7c3aed", "#2563eb", "#db2777", "#65a30d"];
const SHAPES = ["rings", "grid", "arcs", "dots", "waves", "stripes"];
const CLOTHES = ["crew", "collar", "blazer", "crew", "collar"];

function seeded(text) {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (items) => items[Math.floor(next() * items.length)];
}

/** A pool person's drawing: their look, and colours picked from the slug. */
function poolPortrait(p) {
  const pick = seeded(p.slug);
  const bg = pick(BACKGROUNDS);
  return {
    slug: p.slug,
    bg,
    skin: SKIN_TONES[p.look.skin - 1],
    hair: p.look.skin <= 2 ? pick(LIGHT_HAIR) : pick(DARK_HAIR),
    style: p.look.hair,
    shirt: pick(SHIRTS),
    shape: pick(SHAPES),
    clothes: pick(CLOTHES),
    wrap: pick(WRAPS),
    beard: Boolean(p.look.beard),
    glasses: Boolean(p.look.glasses),
  };
}

function backdrop(shape, id) {
  switch (shape) {
    case "rings":
      return `<g fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="6"><circle cx="250" cy="60" r="70"/><circle cx="250" cy="60" r="110"/><circle cx="30" cy="300" r="60"/></g>`;
    case "grid":
      return `<g fill="#fff" fill-opacity=".12">${Array.from({ length: 36 }, (_, i) => `<circle cx="${30 + (i % 6) * 52}" cy="${24 + Math.floor(i / 6) * 52}" r="4"/>`).join("")}</g>`;
    case "arcs":
      return `<g fill="none" stroke="#fff" stroke-opacity=".15" stroke-width="10" stroke-linecap="round"><path d="M-20 120 Q80 20 180 110"/><path d="M150 320 Q250 200 340 270"/></g>`;
    case "waves":
      return `<g fill="none" stroke="#fff" stroke-opacity=".13" stroke-width="8">${[40, 90, 140].map((y) => `<path d="M-10 ${y} q40 -30 80 0 t80 0 t80 0 t80 0 t80 0"/>`).join("")}</g>`;
    case "stripes":
      return `<g stroke="#fff" stroke-opacity=".09" stroke-width="18">${[0, 1, 2, 3, 4].map((i) => `<path d="M${-60 + i * 70} 0 l120 320"/>`).join("")}</g>`;
    default:
      return `<g fill="#fff" fill-opacity=".1"><circle cx="60" cy="70" r="46"/><circle cx="270" cy="250" r="70"/><rect x="220" y="20" width="60" height="60" rx="14" transform="rotate(18 250 50)"/></g><!-- ${id} -->`;
  }
}

function hair(style, color) {
  switch (style) {
    case "bun":
      return `<circle cx="160" cy="70" r="30" fill="${color}"/><path d="M104 138c0-40 24-64 56-64s56 24 56 64c-10-22-30-34-56-34s-46 12-56 34z" fill="${color}"/>`;
    case "curls":
      return `<g fill="${color}">${[[112, 110], [126, 86], [150, 74], [176, 76], [198, 92], [210, 118], [108, 136], [212, 142]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="20"/>`).join("")}</g>`;
    case "long":
      return `<path d="M98 150c0-50 26-80 62-80s62 30 62 80v80h-22v-92c-12-20-30-28-40-28s-28 8-40 28v92H98z" fill="${color}"/>`;
    case "afro":
      return `<circle cx="160" cy="110" r="66" fill="${color}"/>`;
    case "side":
      return `<path d="M104 136c0-42 24-66 58-66 30 0 54 20 54 54-26-4-60-14-82-34-6 20-18 34-30 46z" fill="${color}"/>`;
    case "crop":
      return `<path d="M108 128c0-34 22-54 52-54s52 20 52 54c-14-12-32-18-52-18s-38 6-52 18z" fill="${color}"/>`;
    case "bald":
      return `<ellipse cx="150" cy="102" rx="20" ry="8" transform="rotate(-12 150 102)" fill="#fff" fill-opacity=".16"/>`;
    case "bob":
      return `<path d="M106 136c2-40 26-62 54-62s52 22 54 62c-16-12-30-26-38-40-14 22-42 34-70 40z" fill="${color}"/>`;
    case "ponytail":
      return `<path d="M106 134c0-38 24-60 54-60s54 22 54 60c-12-16-32-26-54-26s-42 10-54 26z" fill="${color}"/>`;
    case "braids":
      return `<path d="M106 134c0-38 24-60 54-60s54 22 54 60c-12-16-32-26-54-26s-42 10-54 26z" fill="${color}"/>`;
    default:
      return `<path d="M104 132c0-38 24-60 56-60s56 22 56 60c-8-14-22-26-40-28-20 10-50 10-72 28z" fill="${color}"/>`;
  }
}

/** What a style draws behind the head (long hair, a ponytail, braids, a scarf). */
function hairBehind(p) {
  switch (p.style) {
    case "bob":
      return `<path d="M102 150c0-50 26-78 58-78s58 28 58 78v54h-22v-50h-72v50h-22z" fill="${p.hair}"/>`;
    case "ponytail":
      return `<ellipse cx="216" cy="140" rx="16" ry="46" transform="rotate(-14 216 140)" fill="${p.hair}"/>`;
    case "braids":
      return `<g fill="${p.hair}">${[98, 112, 126, 194, 208, 222].map((x) => `<rect x="${x - 6}" y="112" width="13" height="${x < 160 ? 150 - (x - 98) : 150 - (222 - x)}" rx="6.5"/>`).join("")}</g>`;
    case "hijab":
      return `<path d="M94 160c0-62 30-98 66-98s66 36 66 98v48c0 30-30 50-66 50s-66-20-66-50z" fill="${p.wrap}"/>`;
    default:
      return "";
  }
}

/** What a style draws over the forehead: a head wrap, a scarf's edge, or the hair itself. */
function hairInFront(p) {
  if (p.style === "headwrap") {
    return `<path d="M102 132c-6-48 22-80 58-80s64 32 58 80c-16-18-36-28-58-28s-42 10-58 28z" fill="${p.wrap}"/><circle cx="178" cy="66" r="16" fill="${p.wrap}"/><path d="M116 98c14-16 28-22 44-22" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="4" stroke-linecap="round"/>`;
  }
  if (p.style === "hijab") return `<path d="M108 124c8-26 28-40 52-40s44 14 52 40c-16-10-32-14-52-14s-36 4-52 14z" fill="${p.wrap}"/>`;
  return hair(p.style, p.hair);
}

function clothing(p) {
  const body = `<path d="M56 320c4-62 48-96 104-96s100 34 104 96z" fill="${p.shirt}"/>`;
  if (p.clothes === "blazer") {
    return `<path d="M56 320c4-62 48-96 104-96s100 34 104 96z" fill="#f8fafc"/><path d="M56 320c4-60 44-92 88-96l16 96zM264 320c-4-60-44-92-88-96l-16 96z" fill="${p.shirt}"/><path d="M144 224l16 40 16-40" fill="none" stroke="#000" stroke-opacity=".15" stroke-width="3"/>`;
  }
  if (p.clothes === "collar") return `${body}<path d="M136 226l24 24 24-24 8 16-32 18-32-18z" fill="#fff" fill-opacity=".8"/>`;
  return body;
}

function details(p) {
  let out = "";
  if (p.beard) out += `<path d="M111 160c2 38 22 60 49 60s47-22 49-60c-6 12-14 18-22 20-6-8-16-12-27-12s-21 4-27 12c-8-2-16-8-22-20z" fill="${p.hair}"/>`;
  if (p.glasses) out += `<g fill="#fff" fill-opacity=".12" stroke="#1c1917" stroke-opacity=".85" stroke-width="3.5"><rect x="123" y="138" width="32" height="25" rx="9"/><rect x="165" y="138" width="32" height="25" rx="9"/></g><path d="M155 148h10" stroke="#1c1917" stroke-opacity=".85" stroke-width="3.5"/>`;
  return out;
}

/** A pool person's portrait: the same face as the landing people, with more kinds of hair, clothes and details. */
function poolSvg(p) {
  const id = `g-${p.slug}`;
  const mouth = p.beard ? "#f5f5f4" : "#1c1917";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" width="320" height="320">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient></defs>
<rect width="320" height="320" fill="url(#${id})"/>
${backdrop(p.shape, id)}
${p.style === "long" || p.style === "afro" ? hair(p.style, p.hair) : hairBehind(p)}
${clothing(p)}
${p.style === "hijab" ? "" : `<path d="M138 196h44v36c0 12-10 20-22 20s-22-8-22-20z" fill="${p.skin}"/>`}
${p.clothes === "crew" ? `<path d="M136 226c8 10 16 14 24 14s16-4 24-14l10 4c-8 16-20 24-34 24s-26-8-34-24z" fill="#fff" fill-opacity=".35"/>` : ""}
<ellipse cx="160" cy="146" rx="50" ry="58" fill="${p.skin}"/>
${p.style === "long" || p.style === "afro" ? "" : hairInFront(p)}
${details(p)}
<g fill="#1c1917" fill-opacity=".75"><ellipse cx="141" cy="150" rx="4.5" ry="5"/><ellipse cx="179" cy="150" rx="4.5" ry="5"/></g>
<path d="M146 176c8 7 20 7 28 0" fill="none" stroke="${mouth}" stroke-opacity=".6" stroke-width="4" stroke-linecap="round"/>
</svg>`;
}

function portrait(p) {
  const id = `g-${p.slug}`;
  const back = p.style === "long" || p.style === "afro" ? hair(p.style, p.hair) : "";
  const front = p.style === "long" || p.style === "afro" ? "" : hair(p.style, p.hair);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" width="320" height="320">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient></defs>
<rect width="320" height="320" fill="url(#${id})"/>
${backdrop(p.shape, id)}
${back}
<path d="M56 320c4-62 48-96 104-96s100 34 104 96z" fill="${p.shirt}"/>
<path d="M138 196h44v36c0 12-10 20-22 20s-22-8-22-20z" fill="${p.skin}"/>
<path d="M136 226c8 10 16 14 24 14s16-4 24-14l10 4c-8 16-20 24-34 24s-26-8-34-24z" fill="#fff" fill-opacity=".35"/>
<ellipse cx="160" cy="146" rx="50" ry="58" fill="${p.skin}"/>
${front}
<g fill="#1c1917" fill-opacity=".75"><ellipse cx="141" cy="150" rx="4.5" ry="5"/><ellipse cx="179" cy="150" rx="4.5" ry="5"/></g>
<path d="M146 176c8 7 20 7 28 0" fill="none" stroke="#1c1917" stroke-opacity=".6" stroke-width="4" stroke-linecap="round"/>
</svg>`;
}

function poster() {
  const bars = Array.from({ length: 14 }, (_, i) => {
    const h = 40 + ((i * 37) % 110);
    return `<rect x="${720 + i * 34}" y="${520 - h}" width="22" height="${h}" rx="4" fill="#2dd4bf" fill-opacity="${0.35 + (i % 4) * 0.15}"/>`;
  }).join("");
  const nodes = [[140, 200], [260, 120], [380, 230], [260, 330], [470, 150], [500, 320]];
  const links = [[0, 1], [1, 2], [0, 3], [2, 3], [2, 4], [2, 5], [4, 5]]
    .map(([a, b]) => `<line x1="${nodes[a][0]}" y1="${nodes[a][1]}" x2="${nodes[b][0]}" y2="${nodes[b][1]}"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720">
<defs><linearGradient id="pbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#263479"/><stop offset="1" stop-color="#0c112c"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#pbg)"/>
<g stroke="#8e9fdf" stroke-opacity=".5" stroke-width="3">${links}</g>
<g fill="#2dd4bf">${nodes.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14"/>`).join("")}</g>
<rect x="690" y="90" width="520" height="460" rx="24" fill="#fff" fill-opacity=".06" stroke="#fff" stroke-opacity=".15" stroke-width="2"/>
<g fill="#fff" fill-opacity=".5"><rect x="730" y="130" width="220" height="16" rx="8"/><rect x="730" y="164" width="140" height="12" rx="6" fill-opacity=".3"/></g>
${bars}
<g fill="#fff" fill-opacity=".08"><circle cx="1180" cy="640" r="140"/><circle cx="80" cy="640" r="90"/></g>
</svg>`;
}

function socialCard() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<defs><linearGradient id="sbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#263479"/><stop offset="1" stop-color="#0c112c"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#sbg)"/>
<g fill="none" stroke="#fff" stroke-opacity=".1" stroke-width="8"><circle cx="1050" cy="120" r="160"/><circle cx="1050" cy="120" r="240"/></g>
<rect x="80" y="80" width="72" height="72" rx="16" fill="#fff"/>
<path d="M102 132V100h17a10 10 0 0 1 0 20h-8" fill="none" stroke="#263479" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="132" cy="132" r="6" fill="#0f766e"/>
<text x="172" y="130" font-family="Arial, Helvetica, sans-serif" font-size="40" font-weight="700" fill="#fff">Protea Talent</text>
<text x="80" y="300" font-family="Arial, Helvetica, sans-serif" font-size="64" font-weight="700" fill="#fff">Senior Data &amp; AI Engineers</text>
<text x="80" y="380" font-family="Arial, Helvetica, sans-serif" font-size="64" font-weight="700" fill="#2dd4bf">from South Africa</text>
<text x="80" y="480" font-family="Arial, Helvetica, sans-serif" font-size="32" fill="#dde3f6">2 to 3 pre-vetted candidates in 14 days. No upfront fees.</text>
</svg>`;
}

async function main() {
  const asked = process.argv.slice(2);
  const parts = new Set(asked.length ? asked : ["site", "pool"]);
  for (const part of parts) if (part !== "site" && part !== "pool") throw new Error(`Unknown part "${part}": use site, pool or nothing for both.`);
  await fs.mkdir(path.join(out, "people"), { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  const page = await browser.newPage();

  /** Draws an SVG onto a canvas at the given size and returns the encoded bytes. */
  async function raster(svg, width, height, type, quality) {
    const dataUrl = await page.evaluate(
      async ({ svg, width, height, type, quality }) => {
        const img = new Image();
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await img.decode();
        const canvas = document.createElement("canvas");
        canvas.width = width;
        canvas.height = height;
        const ctx = canvas.getContext("2d");
        ctx.imageSmoothingQuality = "high";
        ctx.drawImage(img, 0, 0, width, height);
        return canvas.toDataURL(type, quality);
      },
      { svg, width, height, type, quality },
    );
    return Buffer.from(dataUrl.split(",")[1], "base64");
  }

  const write = async (rel, bytes) => {
    await fs.writeFile(path.join(out, rel), bytes);
    console.log(`  ${rel} (${bytes.length} bytes)`);
  };

  if (parts.has("site")) {
    for (const person of PEOPLE) {
      const svg = portrait(person);
      for (const size of [160, 320]) await write(`people/${person.slug}-${size}.webp`, await raster(svg, size, size, "image/webp", 0.82));
    }
    const posterSvg = poster();
    for (const width of [640, 1280]) await write(`video-poster-${width}.webp`, await raster(posterSvg, width, (width * 9) / 16, "image/webp", 0.8));
    await write("social-card.jpg", await raster(socialCard(), 1200, 630, "image/jpeg", 0.86));
  }
  if (parts.has("pool")) {
    const { POOL_PEOPLE } = await tsImport("../server/demo/seed-pool-people.ts", import.meta.url);
    // New sign-ups under review have no photo yet.
    for (const person of POOL_PEOPLE.filter((p) => !p.underReview)) {
      const svg = poolSvg(poolPortrait(person));
      for (const size of [160, 320]) await write(`people/${person.slug}-${size}.webp`, await raster(svg, size, size, "image/webp", 0.8));
    }
  }

  await browser.close();
}

await main();
