import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * docs/product.md#22-home: the products grid has 3 columns on large screens, 2 on medium and 1 on small. jsdom
 * applies no media queries, so this reads the CSS module and checks the column count each
 * breakpoint gives `.grid`.
 */
const css = readFileSync(join(__dirname, 'products-section.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** Top-level rule bodies per media condition ('' = no media query). */
function blocksOf(source: string): Array<{ media: string; selector: string; body: string }> {
  const blocks: Array<{ media: string; selector: string; body: string }> = [];
  const rule = /([^{}]+)\{([^{}]*)\}/g;
  const media = /@media([^{]+)\{((?:[^{}]*\{[^{}]*\})*[^{}]*)\}/g;
  const outside = source.replace(media, (_all, condition: string, inner: string) => {
    for (const m of inner.matchAll(rule)) blocks.push({ media: condition.trim(), selector: m[1].trim(), body: m[2] });
    return '';
  });
  for (const m of outside.matchAll(rule)) blocks.push({ media: '', selector: m[1].trim(), body: m[2] });
  return blocks;
}

function gridColumnsAt(media: string): number | undefined {
  const block = blocksOf(css).find(
    (b) =>
      b.media === media &&
      b.selector
        .split(',')
        .map((s) => s.trim())
        .includes('.grid'),
  );
  const value = block?.body.match(/grid-template-columns:\s*repeat\((\d+),/);
  return value ? Number(value[1]) : undefined;
}

describe('products grid breakpoints', () => {
  it('has one column on small screens (no media query: mobile first)', () => {
    expect(gridColumnsAt('')).toBe(1);
  });

  it('has two columns from the medium breakpoint (768 px)', () => {
    expect(gridColumnsAt('(min-width: 768px)')).toBe(2);
  });

  it('has three columns from the large breakpoint (1024 px)', () => {
    expect(gridColumnsAt('(min-width: 1024px)')).toBe(3);
  });

  it('sets the grid columns at no other breakpoint', () => {
    const conditions = blocksOf(css)
      .filter((b) => b.selector === '.grid' && /grid-template-columns/.test(b.body))
      .map((b) => b.media);
    expect(conditions.sort()).toEqual(['', '(min-width: 1024px)', '(min-width: 768px)']);
  });
});
