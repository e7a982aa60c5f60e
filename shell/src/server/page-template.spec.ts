import { pageTemplate } from './page-template';

const built =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Shop default</title>' +
  '<meta name=description content="Default words"><script defer src=/main.js></script></head>' +
  '<body><div id=root><div id=first-screen><div class=a></div><div class=b><p>Hero</p></div></div>' +
  '<script src=/first-screen.js></script></div><link rel=preload as=script href=/x.js></body></html>';

describe('the page template', () => {
  const template = pageTemplate(built);

  it("puts the page in the root element, in place of the home page's static first screen", () => {
    const page = template.head({ title: 'A part', headTags: '' }) + '<main>drawn</main>' + template.tail('<s></s>');
    expect(page).toContain('<div id="root"><main>drawn</main></div><s></s></body>');
    expect(page).not.toContain('first-screen');
  });

  it("writes the page's title and head tags in place of the defaults, escaped", () => {
    const head = template.head({ title: 'Screen <OLED> & "glass"', headTags: '<meta name="description" content="x">' });
    expect(head).toContain('<title>Screen &#60;OLED&#62; &#38; &#34;glass&#34;</title>');
    expect(head).not.toContain('Default words');
    expect(head).toContain('<meta name="description" content="x"></head>');
  });

  it("writes the shell's stylesheets and the page's own into the head instead of linking them", () => {
    const linked = built.replace(
      '</head>',
      '<link href=/main.css rel=stylesheet><link rel=stylesheet href=/b.css></head>',
    );
    const files: Record<string, string> = { 'main.css': '.a{color:red}', 'b.css': '.b{color:blue}' };
    const head = pageTemplate(linked, 'index.html', (href) => files[href]).head({
      title: 'A part',
      headTags: '<link rel="canonical" href="x">',
      styles: '.page{margin:0}',
    });
    expect(head).toContain(
      '<style>.a{color:red}</style><style>.b{color:blue}</style><style>.page{margin:0}</style><link rel="canonical" href="x"></head>',
    );
    expect(head).not.toContain('rel=stylesheet');
    expect(head).toMatch(/<\/script><link rel=preload as=script href=\/x.js><style>/);
    // The client-rendered page keeps its links.
    expect(pageTemplate(linked, 'index.html', (href) => files[href]).html).toContain(
      '<link href=/main.css rel=stylesheet>',
    );
  });

  it("preloads the entry's startup scripts and the page's own in the head, before the styles", () => {
    const head = template.head({ title: 'A part', headTags: '', scripts: ['http://remote/p.js'] });
    expect(head).toContain(
      '<script defer src=/main.js></script><link rel=preload as=script href=/x.js><link rel="preload" as="script" href="http://remote/p.js"></head>',
    );
  });

  it('refuses a file without a root element', () => {
    expect(() => pageTemplate('<html><body></body></html>')).toThrow(/no <div id="root">/);
  });
});
