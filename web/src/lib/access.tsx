import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { OperationId } from 'bff/contract';
import { useRole } from './session.js';
import { can, type Role } from './roles.js';

export function Forbidden({ what = 'this screen' }: { what?: string }) {
  return (
    <Alert
      color="gray"
      variant="light"
      title="Not available for your role"
      icon={<IconLock size={18} aria-hidden />}
    >
      Your role does not give access to {what}.
    </Alert>
  );
}

/** Renders children only for roles that may use the operation (or pass the check). */
export function RequireOp(props: {
  op?: OperationId;
  check?: (role: Role) => boolean;
  what?: string;
  children: ReactNode;
}) {
  const role = useRole();
  const ok =
    role !== null &&
    (props.op ? can(role, props.op) : true) &&
    (props.check ? props.check(role) : true);
  return ok ? <>{props.children}</> : <Forbidden what={props.what} />;
}

/** Shows children only when the role may use the operation (actions auditors must not see). */
export function IfCan({ op, children }: { op: OperationId; children: ReactNode }) {
  const role = useRole();
  return can(role, op) ? <>{children}</> : null;
}

export function useCan(op: OperationId): boolean {
  return can(useRole(), op);
}
