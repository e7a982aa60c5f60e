// tsc does not copy stylesheets: mirror every src/**/*.css into dist/ (keeping folders) so
// '@phoneparts/shared-ui/styles.css' and its @imports resolve from the built package.
const fs = require('node:fs');
const path = require('node:path');

const src = path.join(__dirname, '..', 'src');
const dist = path.join(__dirname, '..', 'dist');

function copyCss(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const from = path.join(dir, entry.name);
    if (entry.isDirectory()) copyCss(from);
    else if (entry.name.endsWith('.css')) {
      const to = path.join(dist, path.relative(src, from));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(from, to);
    }
  }
}

copyCss(src);
