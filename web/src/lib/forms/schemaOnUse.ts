import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { currentT } from '../../i18n/index.js';
import { localized } from './forms.js';

/**
 * A form's check whose schema (zod and the contract's schemas) is not part of the form's code:
 * `load` fetches its module, at the first check (which waits for it) or earlier through `warm`
 * (when the form is first focused, or after a form page's first paint). Building zod's schemas is
 * one long task on a phone (about 80 ms at 4x CPU slowdown for the groups page's one-field form),
 * which a page that shows the form beside its list then paid during its load
 * (docs/PERFORMANCE.md). A module that does not arrive (the network away) is the form's error,
 * and the next check asks again.
 */
export function schemaOnUse<V extends FieldValues, O>(
  load: () => Promise<z.ZodType<O, V>>,
): { resolver: Resolver<V, unknown, O>; warm: () => void } {
  const resolver: Resolver<V, unknown, O> = async (values, context, options) => {
    let schema;
    try {
      schema = await load();
    } catch {
      const message = currentT().errors.unreachable;
      return { values: {}, errors: { root: { type: 'load', message } } as FieldErrors<V> };
    }
    // zod's types for a schema given as z.ZodType do not meet the resolver's overloads.
    return localized(zodResolver(schema as never) as Resolver<V, unknown, O>)(
      values,
      context,
      options,
    );
  };
  return { resolver, warm: () => void load().catch(() => undefined) };
}
