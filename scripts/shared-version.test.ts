/**
 * @shop/shared's version moves with its public contract (shared/README.md, "Version and contract"). Module
 * Federation admits a remote only when the shell's shared instance satisfies the version the remote was built
 * against (rspack.config.ts), so a contract that changes under an unchanged version would let a remote run
 * against code it was not built for. The rule: whoever changes the contract bumps the version (major when
 * something a built remote uses changes or goes, minor when something is only added) and records the new
 * contract hash beside it, in the same commit.
 */
import { describe, expect, it } from 'vitest';
import { readSharedPackage, sharedContract } from './shared-contract';

describe('@shop/shared version', () => {
  const pkg = readSharedPackage();

  it('is a release version (x.y.z), so ^x.y.z ranges mean what the rule says', () => {
    expect(pkg.version).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
  });

  // Emitting the declarations type-checks all of shared: some seconds, more on a loaded machine.
  it('was bumped with the last change of its public contract', { timeout: 120_000 }, () => {
    const { hash, files } = sharedContract(pkg);
    expect(files).toContain('src/remote-contract.d.ts');
    expect(files).toContain('src/api/base-api.d.ts');
    expect(
      pkg.contractHash,
      `The public contract of @shop/shared changed (the declarations of its exports). Run \`npx changeset\` ` +
        `(@shop/shared: major if a built remote could break, minor if only added) and \`npx changeset version\`, ` +
        `which bumps the version and every package's pin, then set "contractHash" in shared/package.json to ` +
        `"${hash}" (shared/README.md).`,
    ).toBe(hash);
  });
});
