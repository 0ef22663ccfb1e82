// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { OperationId } from '@ledger/contract';
import { ALL_OPERATIONS, renderScreen, V1_OPERATIONS } from '../../test/render.js';
import type { Role } from './roles.js';
import { IfCan, RequireOp, useCan, useUpstreamHas } from './access.js';
import { setLanguage } from '../../i18n/index.js';

function Probe({ op }: { op: OperationId }) {
  return (
    <p>
      {op}: can {String(useCan(op))}, upstream has {String(useUpstreamHas(op))}
    </p>
  );
}

function show(role: Role, operations: readonly string[], ui: ReactElement) {
  return renderScreen(ui, { role, operations });
}

describe('useCan / useUpstreamHas: the role and the V1 service, from the session', () => {
  it.each([
    ['admin', ALL_OPERATIONS, 'createAssignment', 'can true, upstream has true'],
    ['admin', V1_OPERATIONS, 'createAssignment', 'can false, upstream has false'],
    ['auditor', ALL_OPERATIONS, 'createAssignment', 'can false, upstream has true'],
    ['auditor', V1_OPERATIONS, 'setWorkMateriality', 'can false, upstream has false'],
    ['auditor', V1_OPERATIONS, 'uploadFile', 'can true, upstream has true'],
    ['auditor', [], 'getWorkMateriality', 'can true, upstream has true'],
  ] as const)('%s, %#: %s', (role, operations, op, expected) => {
    show(role, operations, <Probe op={op} />);
    expect(screen.getByText(`${op}: ${expected}`)).toBeInTheDocument();
  });
});

describe('IfCan and RequireOp', () => {
  it('IfCan shows an extension control where the service has it and the role may', () => {
    show(
      'admin',
      ALL_OPERATIONS,
      <IfCan op="createAssignment">
        <button>New assignment</button>
      </IfCan>,
    );
    expect(screen.getByRole('button', { name: 'New assignment' })).toBeInTheDocument();
  });

  it.each([
    ['admin', V1_OPERATIONS],
    ['auditor', ALL_OPERATIONS],
  ] as const)('IfCan hides it for %s (%#)', (role, operations) => {
    show(
      role,
      operations,
      <IfCan op="createAssignment">
        <button>New assignment</button>
      </IfCan>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('RequireOp: a service without the operation says so (not a role message)', () => {
    show(
      'admin',
      V1_OPERATIONS,
      <RequireOp op="listFiles" what="the file listing">
        files
      </RequireOp>,
    );
    expect(screen.getByText('Not offered by the platform')).toBeInTheDocument();
    expect(
      screen.getByText('The platform this console uses does not offer the file listing.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Not available for your role')).toBeNull();
    expect(screen.queryByText('files')).toBeNull();
  });

  it('RequireOp: the role and the service allow it', () => {
    show(
      'admin',
      ALL_OPERATIONS,
      <RequireOp op="listFiles" what="the file listing">
        files
      </RequireOp>,
    );
    expect(screen.getByText('files')).toBeInTheDocument();
  });

  it('RequireOp: a role without the operation sees the role message', () => {
    show(
      'auditor',
      V1_OPERATIONS,
      <RequireOp op="listUsers" what="users">
        users
      </RequireOp>,
    );
    expect(screen.getByText('Not available for your role')).toBeInTheDocument();
    expect(screen.queryByText('users')).toBeNull();
  });

  it("in Swedish: the role message and the platform, words from the screen's catalog", async () => {
    await setLanguage('sv');
    try {
      show(
        'auditor',
        V1_OPERATIONS,
        <RequireOp op="listUsers" what={(t) => t.shell.nav.users.toLowerCase()}>
          users
        </RequireOp>,
      );
      expect(screen.getByText('Inte tillgängligt för din roll')).toBeInTheDocument();
      expect(screen.getByText('Din roll ger inte behörighet till användare.')).toBeInTheDocument();
      cleanup();
      show('admin', V1_OPERATIONS, <RequireOp op="listFiles">files</RequireOp>);
      expect(screen.getByText('Finns inte i plattformen')).toBeInTheDocument();
      expect(
        screen.getByText('Plattformen som konsolen använder har inte den här sidan.'),
      ).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/V1/);
    } finally {
      await setLanguage('en');
    }
  });
});
