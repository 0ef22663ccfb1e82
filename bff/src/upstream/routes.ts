import { tryDecodeURIComponent } from 'hono/utils/url';
import { operations, toRoutePath } from '@ledger/contract';
import type { Operation } from '@ledger/contract';

interface Route {
  op: Operation;
  /** Path segments after `/api/t/:tenantId`: a literal, or the name of a parameter. */
  segments: { literal?: string; param?: string }[];
  /** The route as a metrics label, e.g. `/api/t/:tenantId/companies/:companyDurableKey`. */
  label: string;
}

/** The contract's operations by method and number of segments, in table order (the first match wins). */
export type RouteTable = Map<string, Route[]>;

export function compileRoutes(): RouteTable {
  const routes: RouteTable = new Map();
  for (const op of operations as readonly Operation[]) {
    const segments = op.path
      .split('/')
      .slice(1)
      .map((s) => {
        const m = /^\{(\w+)\}$/.exec(s);
        return m ? { param: m[1]! } : { literal: s };
      });
    const key = `${op.method} ${segments.length}`;
    const list = routes.get(key) ?? [];
    list.push({ op, segments, label: `/api/t/:tenantId${toRoutePath(op.path)}` });
    routes.set(key, list);
  }
  return routes;
}

/** The route for a method and the (still encoded) segments after the tenant, with its decoded parameters. */
export function matchRoute(routes: RouteTable, method: string, rest: string[]) {
  const candidates = routes.get(`${method === 'HEAD' ? 'GET' : method} ${rest.length}`);
  if (!candidates) return undefined;
  next: for (const route of candidates) {
    const params: Record<string, string> = {};
    for (let i = 0; i < rest.length; i++) {
      const seg = route.segments[i]!;
      const value = tryDecodeURIComponent(rest[i]!);
      if (seg.literal !== undefined) {
        if (seg.literal !== value) continue next;
      } else params[seg.param!] = value;
    }
    return { route, params };
  }
  return undefined;
}
