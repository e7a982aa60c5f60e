const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { publishRelease, serveStatic } = require('./index');

/** A remote's build of `version`, with a file whose body tells the builds apart. */
function makeBuild(parent, name, version, body = `var storefront = "${version}";`) {
  const dir = path.join(parent, name);
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'version.json'), JSON.stringify({ name: 'storefront', version }));
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), body);
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets/logo.5f5f5f5f.svg'), '<svg/>');
  return dir;
}

describe('publishRelease + serveStatic({ releases }): versions side by side', () => {
  let tmp;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('publishes each build under v/<version>/ and serves them next to the current build', async () => {
    const releasesDir = path.join(tmp, 'releases');
    const v1 = makeBuild(tmp, 'dist-1', '1.0.0');
    const v2 = makeBuild(tmp, 'dist-2', '1.1.0-rc.1');
    expect(publishRelease({ dist: v1, releasesDir })).toEqual({
      target: path.join(releasesDir, 'v', '1.0.0'),
      version: '1.0.0',
      alreadyPublished: false,
    });
    publishRelease({ dist: v2, releasesDir });
    expect(fs.readdirSync(path.join(releasesDir, 'v')).sort()).toEqual(['1.0.0', '1.1.0-rc.1']);

    const running = await serveStatic({ root: v2, releases: releasesDir });
    try {
      const text = (p) => fetch(`${running.url}${p}`).then((r) => r.text());
      expect(await text('/v/1.0.0/remoteEntry.js')).toBe('var storefront = "1.0.0";');
      expect(await text('/v/1.1.0-rc.1/remoteEntry.js')).toBe('var storefront = "1.1.0-rc.1";');
      expect(await text('/remoteEntry.js')).toBe('var storefront = "1.1.0-rc.1";'); // the build in root
      const manifest = await fetch(`${running.url}/v/1.0.0/mf-manifest.json`);
      expect([
        manifest.status,
        manifest.headers.get('cache-control'),
        manifest.headers.get('access-control-allow-origin'),
      ]).toEqual([200, 'no-cache', '*']);
      expect((await fetch(`${running.url}/v/1.0.0/assets/logo.5f5f5f5f.svg`)).headers.get('cache-control')).toContain(
        'immutable',
      );
      expect((await fetch(`${running.url}/v/9.9.9/remoteEntry.js`)).status).toBe(404);
      expect((await fetch(`${running.url}/v/..%2f..%2fdist-1/version.json`)).status).toBe(404);
    } finally {
      await running.close();
    }
  });

  it('publishing the same build again changes nothing; another build under a published version is refused', () => {
    const releasesDir = path.join(tmp, 'releases');
    publishRelease({ dist: makeBuild(tmp, 'a', '1.0.0'), releasesDir });
    expect(publishRelease({ dist: makeBuild(tmp, 'b', '1.0.0'), releasesDir }).alreadyPublished).toBe(true);
    expect(() =>
      publishRelease({ dist: makeBuild(tmp, 'c', '1.0.0', 'var storefront = "changed";'), releasesDir }),
    ).toThrow(/already holds another build of 1.0.0: a released version never changes, bump the version/);
    expect(fs.readFileSync(path.join(releasesDir, 'v/1.0.0/remoteEntry.js'), 'utf8')).toBe('var storefront = "1.0.0";');
  });

  it('refuses a folder that is not a versioned build', () => {
    fs.mkdirSync(path.join(tmp, 'plain'));
    expect(() => publishRelease({ dist: path.join(tmp, 'plain'), releasesDir: path.join(tmp, 'r') })).toThrow(
      /version.json is missing/,
    );
  });
});
