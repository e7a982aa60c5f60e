import { withLoopbackSpellings } from './loopback-origins';

describe('withLoopbackSpellings (development CORS and refresh origins)', () => {
  it('adds the other loopback names of a loopback origin, same scheme and port', () => {
    expect(withLoopbackSpellings(['http://localhost:3000']).sort()).toEqual(
      ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000'].sort(),
    );
    expect(withLoopbackSpellings(['https://127.0.0.1'])).toContain('https://localhost');
  });

  it('leaves other hosts alone and adds no other port', () => {
    const origins = withLoopbackSpellings(['https://shop.example', 'http://localhost:3001']);
    expect(origins).toContain('https://shop.example');
    expect(origins).not.toContain('http://127.0.0.1:3000');
    expect(origins.filter((o) => o.includes('shop.example'))).toEqual(['https://shop.example']);
  });
});
