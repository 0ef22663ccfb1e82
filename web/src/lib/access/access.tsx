import type { ComponentType, ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { OperationId } from '@ledger/contract';
import { useAccess } from '../data/session.js';
import { allowed, can, offered, type Role } from './roles.js';
import { Notice } from '../ui/ui.js';
import { useT, type Catalog } from '../../i18n/index.js';

/**
 * What a screen is, for "Your role does not give access to …": words in the active language,
 * from the screen's catalog area (`(t) => t.users.what`), or a text already in it.
 */
export type What = string | ((t: Catalog) => string);

function useWhat(what: What | undefined): string {
  const t = useT();
  if (what === undefined) return t.common.access.thisScreen;
  return typeof what === 'function' ? what(t) : what;
}

export function Forbidden(props: { what?: What }) {
  const t = useT();
  const what = useWhat(props.what);
  return (
    <Notice tone="blocked" title={t.common.access.notForYourRole}>
      {t.common.access.roleNoAccess(what)}
    </Notice>
  );
}

/** Where a whole screen needs an operation the V1 service does not have ("the platform" to users). */
function NotOffered(props: { what?: What }) {
  const t = useT();
  const what = useWhat(props.what);
  return (
    <Notice tone="blocked" title={t.common.access.notOffered}>
      {t.common.access.platformLacks(what)}
    </Notice>
  );
}

/**
 * A quiet line where a user would look for something the V1 service does not offer (a control
 * hidden, a column missing), saying so. Its words say "the platform" ("plattformen"), never
 * "V1": the person reading it does not know our name for the service.
 */
export function UpstreamNote({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" data-upstream-note="">
      {children}
    </Text>
  );
}

/**
 * Renders children only for roles that may use the operation (or pass the check) and only when
 * the V1 service has it.
 */
export function RequireOp(props: {
  op?: OperationId;
  check?: (role: Role) => boolean;
  what?: What;
  children: ReactNode;
}) {
  const access = useAccess();
  const role = access?.role ?? null;
  const roleOk =
    role !== null &&
    (props.op ? can(role, props.op) : true) &&
    (props.check ? props.check(role) : true);
  if (!roleOk) return <Forbidden what={props.what} />;
  if (props.op && !offered(access?.operations, props.op)) return <NotOffered what={props.what} />;
  return <>{props.children}</>;
}

/** A screen shown through RequireOp: `export default screenFor({op, what}, Users)`. */
export function screenFor(
  require: { op?: OperationId; check?: (role: Role) => boolean; what: What },
  Screen: ComponentType,
): ComponentType {
  return function GuardedScreen() {
    return (
      <RequireOp {...require}>
        <Screen />
      </RequireOp>
    );
  };
}

/**
 * Shows children only when the role may use the operation and the V1 service has it (actions
 * auditors must not see, controls of extension operations).
 */
export function IfCan({ op, children }: { op: OperationId; children: ReactNode }) {
  return useCan(op) ? <>{children}</> : null;
}

/** May the signed-in user use the operation here: their role allows it and the V1 service has it. */
export function useCan(op: OperationId): boolean {
  return allowed(useAccess(), op);
}

/**
 * Does the V1 service have the operation (whatever the role)? For reads a screen makes on its
 * own and for saying why a control is missing.
 */
export function useUpstreamHas(op: OperationId): boolean {
  return offered(useAccess()?.operations, op);
}
