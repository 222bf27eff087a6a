/** The parts of a Module Federation 2 `mf-manifest.json` that name files. */
type Assets = {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
};
type RemoteManifest = {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: Assets }[];
  shared?: { assets?: Assets }[];
};

function filesOf(assets: Assets | undefined): string[] {
  if (!assets) return [];
  return [
    ...(assets.js?.sync ?? []),
    ...(assets.js?.async ?? []),
    ...(assets.css?.sync ?? []),
    ...(assets.css?.async ?? []),
  ];
}

/**
 * What a remote's pages can load, as absolute URLs, from its manifest
 * (fetched from `manifestUrl`): its entry, and its code: each exposed
 * module's chunks and styles, lazy pages included, and its shared packages'
 * chunks. A manifest with `publicPath: "auto"` names files beside itself.
 */
export function remoteFiles(
  manifest: unknown,
  manifestUrl: string,
): { entry: string | null; code: string[] } {
  const { metaData, exposes = [], shared = [] } = (manifest ?? {}) as RemoteManifest;
  const publicPath =
    metaData?.publicPath && metaData.publicPath !== 'auto' ? metaData.publicPath : './';
  const base = new URL(publicPath, manifestUrl);
  const remoteEntry = metaData?.remoteEntry;
  const entryPath = remoteEntry?.name
    ? `${remoteEntry.path ? remoteEntry.path.replace(/\/?$/, '/') : ''}${remoteEntry.name}`
    : null;
  const code = [
    ...exposes.flatMap((expose) => filesOf(expose.assets)),
    ...shared.flatMap((package_) => filesOf(package_.assets)),
  ];
  return {
    entry: entryPath ? new URL(entryPath, base).href : null,
    code: [...new Set(code.map((file) => new URL(file, base).href))],
  };
}
