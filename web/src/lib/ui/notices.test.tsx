// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { notifications, notificationsStore } from '@mantine/notifications';
import { closeNoticesOfOtherPages, notify, useNoticesFollowThePage } from './notices.js';
import { noticeSubject } from '../data/mutations.js';

const shown = () =>
  notificationsStore
    .getState()
    .notifications.map((n) => ({ id: n.id, title: n.title, message: n.message }));

/** Puts the browser's address at `path` (the notices read it as they appear). */
const at = (path: string) => window.history.replaceState(null, '', path);

// The web's test files share one environment (vitest.config.ts): a notice another file left
// in Mantine's store is cleared before each test too.
beforeEach(() => notifications.clean());
afterEach(() => {
  notifications.clean();
  at('/');
});

describe('notices', () => {
  it('a notice about the same subject replaces the one shown', () => {
    at('/t/a/groups/g1');
    notify({
      subject: noticeSubject('a', { groupId: 'g1', userId: 'u1' }),
      title: 'Member added',
      message: 'x',
    });
    notify({
      subject: noticeSubject('a', { userId: 'u1', groupId: 'g1' }),
      title: 'Member removed',
      message: 'x',
    });
    expect(shown().map((n) => n.title)).toEqual(['Member removed']);
    // Another subject gets a notice of its own.
    notify({
      subject: noticeSubject('a', { groupId: 'g1', userId: 'u2' }),
      title: 'Member added',
      message: 'y',
    });
    expect(shown()).toHaveLength(2);
  });

  it('closes the notices of other pages when the page changes; kept ones stay', () => {
    at('/t/a/groups/g1');
    notify({ title: 'Member added', message: '' });
    notify({ id: 'session-expired', keep: true, title: 'Signed out', message: '' });
    // Shown directly through Mantine, it still belongs to its page.
    notifications.show({ title: 'Raw', message: '' });
    at('/t/a/groups');
    notify({ title: 'Group deleted', message: '' });
    closeNoticesOfOtherPages('/t/a/groups');
    expect(
      shown()
        .map((n) => n.title)
        .sort(),
    ).toEqual(['Group deleted', 'Signed out']);
  });

  it('the router root closes them as the page changes', () => {
    let go: (to: string) => void = () => undefined;
    function Root() {
      useNoticesFollowThePage();
      go = useNavigate();
      return null;
    }
    at('/t/a/groups/g1');
    render(
      <MemoryRouter initialEntries={['/t/a/groups/g1']}>
        <Root />
      </MemoryRouter>,
    );
    notify({ title: 'Member added', message: '' });
    expect(shown()).toHaveLength(1);
    act(() => {
      at('/t/a/groups');
      go('/t/a/groups');
    });
    expect(shown()).toHaveLength(0);
  });
});
