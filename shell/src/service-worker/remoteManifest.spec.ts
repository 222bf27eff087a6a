import { remoteFiles } from './remoteManifest';

const MANIFEST_URL = 'https://app.example/mfe/meals/mf-manifest.json';

const manifest = (publicPath: string) => ({
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      assets: {
        js: { sync: ['765.c692dc0e.js'], async: ['meal-page.3b66a1fc.js'] },
        css: { sync: ['765.a46e05e8.css'], async: ['meal-page.3beae0b9.css'] },
      },
    },
  ],
  shared: [
    { assets: { js: { sync: ['432.b8d610ed.js'], async: [] }, css: { sync: [], async: [] } } },
    { assets: { js: { sync: ['765.c692dc0e.js'], async: [] } } },
  ],
});

describe('remoteFiles', () => {
  it('names the entry and every chunk and style, lazy pages and shared packages included, beside an "auto" manifest', () => {
    expect(remoteFiles(manifest('auto'), MANIFEST_URL)).toEqual({
      entry: 'https://app.example/mfe/meals/remoteEntry.js',
      code: [
        'https://app.example/mfe/meals/765.c692dc0e.js',
        'https://app.example/mfe/meals/meal-page.3b66a1fc.js',
        'https://app.example/mfe/meals/765.a46e05e8.css',
        'https://app.example/mfe/meals/meal-page.3beae0b9.css',
        'https://app.example/mfe/meals/432.b8d610ed.js',
      ],
    });
  });

  it('follows a public path that points elsewhere, and an entry in a folder', () => {
    const elsewhere = manifest('https://cdn.example/meals/v7/');
    elsewhere.metaData.remoteEntry.path = 'entry';
    const files = remoteFiles(elsewhere, MANIFEST_URL);
    expect(files.entry).toBe('https://cdn.example/meals/v7/entry/remoteEntry.js');
    expect(files.code[0]).toBe('https://cdn.example/meals/v7/765.c692dc0e.js');
  });

  it('answers nothing for something that is not a manifest', () => {
    expect(remoteFiles(null, MANIFEST_URL)).toEqual({ entry: null, code: [] });
    expect(remoteFiles({ exposes: [{}] }, MANIFEST_URL)).toEqual({ entry: null, code: [] });
  });
});
