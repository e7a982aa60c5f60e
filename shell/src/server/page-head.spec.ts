import { headTags, jsonForScript } from './page-head';

describe('the head of a server-rendered page', () => {
  it('names the canonical URL, Open Graph tags and the JSON-LD with the offer at the page', () => {
    const tags = headTags(
      {
        title: 'OLED — Phone Parts Shop',
        description: 'An "OLED" screen',
        type: 'product',
        image: 'https://api.example/p.png',
        jsonLd: { '@type': 'Product', name: 'OLED</script>', offers: { '@type': 'Offer', price: '40.00' } },
      },
      'https://shop.example/parts/AB-1',
    );
    expect(tags).toContain('<meta name="description" content="An &#34;OLED&#34; screen">');
    expect(tags).toContain('<link rel="canonical" href="https://shop.example/parts/AB-1">');
    expect(tags).toContain('<meta property="og:type" content="product">');
    expect(tags).toContain('<meta property="og:url" content="https://shop.example/parts/AB-1">');
    expect(tags).toContain('<meta property="og:image" content="https://api.example/p.png">');
    expect(tags).toContain('<link rel="preload" as="image" href="https://api.example/p.png" fetchpriority="high">');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(tags)![1];
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({
      '@type': 'Product',
      name: 'OLED</script>',
      offers: { '@type': 'Offer', price: '40.00', url: 'https://shop.example/parts/AB-1' },
    });
  });

  it('preloads no picture for a page without one', () => {
    const tags = headTags({ title: 'Home', description: 'Parts' }, 'https://shop.example/');
    expect(tags).not.toContain('rel="preload"');
    expect(tags).toContain('<meta name="twitter:card" content="summary">');
  });

  it('keeps JSON inside a script element from closing it', () => {
    expect(jsonForScript({ a: '</script><!--' })).toBe('{"a":"\\u003c/script>\\u003c!--"}');
  });
});
