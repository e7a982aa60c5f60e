import { parseUrlRewrite } from './url-rewrite';

describe("the render server's own addresses", () => {
  it('sends public prefixes to internal ones and leaves every other address alone', () => {
    const rewrite = parseUrlRewrite(
      'http://localhost:4000=>http://api-proxy:8080, https://cdn.example/sf/=>http://storefront:8080',
    );
    expect(rewrite('http://localhost:4000/parts/sku/A')).toBe('http://api-proxy:8080/parts/sku/A');
    expect(rewrite('https://cdn.example/sf/v/1.0.0/server/remoteEntry.js')).toBe(
      'http://storefront:8080/v/1.0.0/server/remoteEntry.js',
    );
    expect(rewrite('http://localhost:40001/x')).toBe('http://localhost:40001/x');
    expect(parseUrlRewrite(undefined)('http://a/b')).toBe('http://a/b');
  });

  it('refuses a setting that is not a list of URL pairs', () => {
    expect(() => parseUrlRewrite('localhost:4000=>api:8080')).toThrow(/RENDER_REWRITE/);
  });
});
