/**
 * A blog post's cover, drawn from its title and category: the category picks the motif (blocks,
 * dots, bars, nodes, waves, rings), the title seeds the layout and the palette, so every post
 * has a cover of its own and a post keeps its cover across builds. Pure: the shapes only; the
 * component (components/pages/post-cover.tsx) draws them in the theme's colours.
 */

/** The cover's drawing box; the SVG scales it to the card, cutting the edges rather than bars. */
export const COVER_WIDTH = 400;
export const COVER_HEIGHT = 160;

const MOTIFS = ["blocks", "dots", "bars", "nodes", "waves", "rings"] as const;
type CoverMotif = (typeof MOTIFS)[number];

/** Three looks in the brand's one colour: violet, night (dark) and paper (light). */
const COVER_SCHEMES = ["violet", "night", "paper"] as const;
export type CoverScheme = (typeof COVER_SCHEMES)[number];

/** 0 is the quietest shade of the scheme, 3 its strongest. */
type CoverTone = 0 | 1 | 2 | 3;

export type CoverShape =
  | {
      kind: "rect";
      x: number;
      y: number;
      width: number;
      height: number;
      radius: number;
      tone: CoverTone;
    }
  | { kind: "circle"; cx: number; cy: number; r: number; tone: CoverTone; outline?: boolean }
  | { kind: "line"; x1: number; y1: number; x2: number; y2: number; tone: CoverTone }
  | { kind: "path"; d: string; tone: CoverTone };

export type PostCoverDrawing = { motif: CoverMotif; scheme: CoverScheme; shapes: CoverShape[] };

/** FNV-1a, 32 bits: a stable number for a string. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = {
  next: () => number;
  between: (low: number, high: number) => number;
  tone: () => CoverTone;
};

function random(seed: number): Random {
  const next = generator(seed);
  const between = (low: number, high: number) => Math.round(low + next() * (high - low));
  return { next, between, tone: () => between(0, 2) as CoverTone };
}

const W = COVER_WIDTH;
const H = COVER_HEIGHT;

function blocks(r: Random): CoverShape[] {
  // A board of tiles, some missing, some wide: a plan laid out in blocks.
  const size = 34;
  const gap = 10;
  const columns = 9;
  const rows = 3;
  const left = (W - columns * size - (columns - 1) * gap) / 2;
  const top = (H - rows * size - (rows - 1) * gap) / 2;
  const shapes: CoverShape[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const roll = r.next();
      if (roll < 0.22) continue;
      const wide = roll > 0.86 && column < columns - 1;
      shapes.push({
        kind: "rect",
        x: Math.round(left + column * (size + gap)),
        y: Math.round(top + row * (size + gap)),
        width: wide ? size * 2 + gap : size,
        height: size,
        radius: 8,
        tone: roll > 0.95 ? 3 : r.tone(),
      });
      if (wide) column += 1;
    }
  }
  return shapes;
}

function dots(r: Random): CoverShape[] {
  const columns = 12;
  const rows = 5;
  const shapes: CoverShape[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const roll = r.next();
      if (roll < 0.25) continue;
      shapes.push({
        kind: "circle",
        cx: 20 + column * 33 + (row % 2) * 16,
        cy: 18 + row * 31,
        r: r.between(3, 13),
        tone: roll > 0.93 ? 3 : r.tone(),
      });
    }
  }
  return shapes;
}

function bars(r: Random): CoverShape[] {
  const count = r.between(9, 13);
  const gap = 8;
  const width = (W - 40 - gap * (count - 1)) / count;
  const strong = r.between(Math.floor(count / 2), count - 1);
  let height = r.between(24, 56);
  return Array.from({ length: count }, (_, index) => {
    height = Math.min(H - 24, Math.max(16, height + r.between(-18, 30)));
    return {
      kind: "rect" as const,
      x: Math.round(20 + index * (width + gap)),
      y: H - height,
      width: Math.round(width),
      height: height + 8,
      radius: 5,
      tone: index === strong ? 3 : ((index % 2) as CoverTone),
    };
  });
}

function nodes(r: Random): CoverShape[] {
  const count = r.between(6, 9);
  const points = Array.from({ length: count }, (_, index) => ({
    cx: Math.round(((index + 0.5) * W) / count + r.between(-14, 14)),
    cy: r.between(24, H - 24),
  }));
  const lines: CoverShape[] = points.slice(1).map((point, index) => ({
    kind: "line",
    x1: points[index]!.cx,
    y1: points[index]!.cy,
    x2: point.cx,
    y2: point.cy,
    tone: 1,
  }));
  const across = r.between(0, count - 3);
  lines.push({
    kind: "line",
    x1: points[across]!.cx,
    y1: points[across]!.cy,
    x2: points[across + 2]!.cx,
    y2: points[across + 2]!.cy,
    tone: 0,
  });
  const strong = r.between(0, count - 1);
  const circles: CoverShape[] = points.map((point, index) => ({
    kind: "circle",
    ...point,
    r: index === strong ? 14 : r.between(5, 10),
    tone: index === strong ? 3 : 2,
  }));
  return [...lines, ...circles];
}

function waves(r: Random): CoverShape[] {
  const count = r.between(4, 6);
  const strong = r.between(0, count - 1);
  return Array.from({ length: count }, (_, index) => {
    const y = Math.round(((index + 1) * H) / (count + 1));
    const amplitude = r.between(8, 26);
    const length = r.between(70, 140);
    const phase = r.between(0, length);
    let d = `M ${-phase} ${y}`;
    for (let x = -phase; x < W + length; x += length) {
      d += ` q ${length / 4} ${-amplitude} ${length / 2} 0 t ${length / 2} 0`;
    }
    return { kind: "path" as const, d, tone: index === strong ? 3 : r.tone() };
  });
}

function rings(r: Random): CoverShape[] {
  const cx = r.between(60, W - 60);
  const cy = r.between(40, H - 40);
  const count = r.between(4, 7);
  const step = r.between(14, 22);
  const shapes: CoverShape[] = Array.from({ length: count }, (_, index) => ({
    kind: "circle",
    cx,
    cy,
    r: 12 + index * step,
    tone: (index % 3) as CoverTone,
    outline: true,
  }));
  shapes.push({ kind: "circle", cx, cy, r: 7, tone: 3 });
  const satellites = r.between(2, 4);
  for (let index = 0; index < satellites; index += 1) {
    const ring = 12 + r.between(1, count - 1) * step;
    const angle = r.next() * Math.PI * 2;
    shapes.push({
      kind: "circle",
      cx: Math.round(cx + Math.cos(angle) * ring),
      cy: Math.round(cy + Math.sin(angle) * ring),
      r: r.between(4, 7),
      tone: 3,
    });
  }
  return shapes;
}

const draw: Record<CoverMotif, (r: Random) => CoverShape[]> = {
  blocks,
  dots,
  bars,
  nodes,
  waves,
  rings,
};

/**
 * The cover of a post: `categories` is the blog's list of category names, so each category
 * keeps its motif; a category the list does not have takes one from its name.
 */
export function postCover(
  title: string,
  category: string,
  categories: readonly string[],
): PostCoverDrawing {
  const position = categories.indexOf(category);
  const motif = MOTIFS[(position >= 0 ? position : hash(category)) % MOTIFS.length]!;
  const seed = hash(`${category}\n${title}`);
  const scheme = COVER_SCHEMES[(seed >>> 3) % COVER_SCHEMES.length]!;
  return { motif, scheme, shapes: draw[motif](random(seed)) };
}
