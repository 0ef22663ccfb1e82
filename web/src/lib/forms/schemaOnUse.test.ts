import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currentT } from '../../i18n/index.js';
import { schemaOnUse } from './schemaOnUse.js';

const Name = z.object({ name: z.string().min(1) });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('schemaOnUse', () => {
  it('loads the schema only when the form is warmed or checked, and checks with it', async () => {
    let loads = 0;
    const check = schemaOnUse<{ name: string }, { name: string }>(async () => {
      loads += 1;
      return Name;
    });
    expect(loads).toBe(0);
    check.warm();
    expect(loads).toBe(1);
    const refused = await check.resolver({ name: '' }, undefined, options);
    expect(Object.keys(refused.errors)).toEqual(['name']);
    const passed = await check.resolver({ name: 'Revisorer' }, undefined, options);
    expect(passed).toEqual({ values: { name: 'Revisorer' }, errors: {} });
  });

  it('says the network is away when the schema does not arrive, and asks again next time', async () => {
    let fail = true;
    const check = schemaOnUse<{ name: string }, { name: string }>(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return Name;
    });
    check.warm(); // a failed warm-up is not the person's to see
    const first = await check.resolver({ name: 'x' }, undefined, options);
    expect(first.errors).toEqual({
      root: { type: 'load', message: currentT().errors.unreachable },
    });
    fail = false;
    expect((await check.resolver({ name: 'x' }, undefined, options)).errors).toEqual({});
  });
});
