import type { ComponentType, ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { OperationId } from 'bff/contract';
import { useAccess } from '../data/session.js';
import { allowed, can, offered, type Role } from './roles.js';
import { Notice } from '../ui/ui.js';

export function Forbidden({ what = 'this screen' }: { what?: string }) {
  return (
    <Notice tone="blocked" title="Not available for your role">
      Your role does not give access to {what}.
    </Notice>
  );
}

/** Where a whole screen needs an operation the V1 service does not have. */
function NotOffered({ what = 'this screen' }: { what?: string }) {
  return (
    <Notice tone="blocked" title="Not offered by this V1 service">
      The V1 service this console uses does not offer {what}.
    </Notice>
  );
}

/**
 * A quiet line where a user would look for something the V1 service does not offer (a control
 * hidden, a column missing), saying so.
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
  what?: string;
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
  require: { op?: OperationId; check?: (role: Role) => boolean; what: string },
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
