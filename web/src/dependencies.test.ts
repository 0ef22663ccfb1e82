import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const version = (from: string, pkg: string) =>
  (
    JSON.parse(
      readFileSync(createRequire(require.resolve(from)).resolve(`${pkg}/package.json`), 'utf8'),
    ) as { version: string }
  ).version;

describe('dependencies', () => {
  it("recharts' react-is is React's version (an older one does not recognise React 19 elements)", () => {
    expect(version('recharts', 'react-is')).toBe(version('recharts', 'react'));
  });

  it('the production dependencies are what the browser needs: not the server (bff)', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(pkg.dependencies)).not.toContain('bff');
  });
});
