import { withInlineConfig } from './inline-config';

const config = {
  remotes: { mfe_meals: '/mfe/meals/mf-manifest.json' },
  geocoderUrl: 'https://geo.example/</script><script>alert(1)</script>',
  tileUrl: '/tiles/{z}/{x}/{y}.png',
  storageUrl: '/api/uploads/images',
};

describe('withInlineConfig', () => {
  it('puts the configuration at the end of the head as a JSON data block', () => {
    const html = withInlineConfig(
      '<html><head><title>x</title></head><body></body></html>',
      config,
    );
    expect(html).toMatch(
      /^<html><head><title>x<\/title><script type="application\/json" id="dd-runtime-config">.*<\/script><\/head>/,
    );
  });

  it('escapes < so that no value can close the element', () => {
    const html = withInlineConfig('<head></head>', config);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /id="dd-runtime-config">(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual(config);
  });

  it('puts what must be asked first before the page’s own scripts', () => {
    const html = withInlineConfig(
      '<html><head><meta charset="utf-8"><script src="/theme.js"></script><script defer src="/main.js"></script></head></html>',
      config,
      '<link rel="preload" href="/a.js" as="script">',
      '<script async src="/mfe/meals/first-requests.1a2b3c4d.js"></script>',
    );
    expect(html).toMatch(
      /^<html><head><meta charset="utf-8"><script async src="\/mfe\/meals\/first-requests\.1a2b3c4d\.js"><\/script><script src="\/theme\.js">/,
    );
    expect(html).toMatch(/<link rel="preload" href="\/a\.js" as="script"><\/head>/);
  });
});
