import { inDependencyOrder, withDependencies, type Workspace } from './workspaces';

const ws = (name: string, dependsOn: string[] = []): Workspace => ({
  dir: name,
  name,
  scripts: {},
  dependsOn,
});

describe('inDependencyOrder', () => {
  it('puts dependencies first and otherwise keeps the given order', () => {
    const ordered = inDependencyOrder([
      ws('auth', ['nest-common']),
      ws('sandbox'),
      ws('nest-common', ['contracts']),
      ws('contracts'),
    ]);
    expect(ordered.map((w) => w.name)).toEqual(['contracts', 'nest-common', 'auth', 'sandbox']);
  });

  it('rejects a cycle', () => {
    expect(() => inDependencyOrder([ws('a', ['b']), ws('b', ['a'])])).toThrow(/cycle/);
  });
});

describe('withDependencies', () => {
  it('collects transitive dependencies', () => {
    const all = [
      ws('contracts'),
      ws('nest-common', ['contracts']),
      ws('auth', ['nest-common']),
      ws('shell'),
    ];
    expect(
      withDependencies(all[2]!, all)
        .map((w) => w.name)
        .sort(),
    ).toEqual(['auth', 'contracts', 'nest-common']);
  });
});
