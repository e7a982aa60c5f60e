import fs from 'node:fs';
import path from 'node:path';

/** public/index.html's static first screen (home page only) and public/first-screen.js, which guards it. */
const script = fs.readFileSync(path.join(__dirname, '../public/first-screen.js'), 'utf8');

function runOn(pathname: string) {
  document.body.innerHTML = '<div id="root"><div id="first-screen">We sell Mobile Parts</div></div>';
  window.history.pushState({}, '', pathname);
  new Function(script)();
  return document.getElementById('first-screen');
}

describe('first-screen.js', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('keeps the first screen on the home page', () => {
    expect(runOn('/')).not.toBeNull();
  });

  it('removes it on every other address (deep links are served the same index.html)', () => {
    for (const pathname of ['/purchase/42', '/login', '/dashboard/myOrders']) expect(runOn(pathname)).toBeNull();
  });

  it('index.html draws it with the words of contracts and loads the script right after it', () => {
    const html = fs.readFileSync(path.join(__dirname, '../public/index.html'), 'utf8');
    expect(html).toMatch(/<div id="first-screen" aria-hidden="true">/);
    expect(html).toContain('<%= homeHeroCopy.sellerClaim %>');
    expect(html.indexOf('<script src="/first-screen.js"></script>')).toBeGreaterThan(html.indexOf('first-screen"'));
  });

  it("index.html loads the shell's entry as a deferred script in its head, and its styles", () => {
    const html = fs.readFileSync(path.join(__dirname, '../public/index.html'), 'utf8');
    expect(html).toMatch(
      /<% for \(const src of htmlWebpackPlugin.files.js\) { %>\s*<script defer fetchpriority="high" src="<%= src %>"><\/script>\s*<% } %>/,
    );
    expect(html.indexOf('<script defer')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toMatch(
      /<% for \(const href of htmlWebpackPlugin.files.css\) { %>\s*<link href="<%= href %>" rel="stylesheet" \/>/,
    );
    // The build injects no script tag of its own beside them.
    const config = require('../webpack.config.js')({}, { mode: 'production' });
    const htmlPlugin = config.plugins.find((plugin: object) => plugin.constructor.name === 'HtmlWebpackPlugin');
    expect(htmlPlugin.userOptions.inject).toBe(false);
  });

  it('index.html preloads the shared modules the entry starts with, after the scripts that hold up parsing', () => {
    const html = fs.readFileSync(path.join(__dirname, '../public/index.html'), 'utf8');
    expect(html).toMatch(
      /<% for \(const href of htmlWebpackPlugin.files.startupJs\) { %>\s*<link rel="preload" as="script" href="<%= href %>" \/>/,
    );
    // Asked for after first-screen.js: the browser keeps six connections per server, and the entry
    // runs only once the page is parsed, which waits for that script.
    expect(html.indexOf('files.startupJs')).toBeGreaterThan(html.indexOf('<script src="/first-screen.js"></script>'));
    expect(html.indexOf('files.startupJs')).toBeLessThan(html.indexOf('</body>'));
  });

  it("index.html preloads /config.json with the mode and credentials of loadShopConfig's plain fetch", () => {
    const html = fs.readFileSync(path.join(__dirname, '../public/index.html'), 'utf8');
    expect(html).toContain('<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />');
  });
});
