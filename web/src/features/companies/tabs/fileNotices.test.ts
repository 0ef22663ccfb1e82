// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { notifications, notificationsStore } from '@mantine/notifications';
import { closeNoticesOfOtherPages } from '../../../lib/ui/notices.js';
import { noticeUploaded, noticeUploadStarted, settleFileNotice } from './fileNotices.js';

const shown = () =>
  notificationsStore
    .getState()
    .notifications.map((n) => ({ id: n.id, title: n.title, message: n.message }));

const at = (path: string) => window.history.replaceState(null, '', path);

afterEach(() => {
  notifications.clean();
  at('/');
});

describe('upload notices', () => {
  it("an upload's processing notice says how it ended wherever the final status is seen", () => {
    at('/t/a/companies/k/files');
    const id = noticeUploadStarted('bok.se');
    noticeUploaded(id, 'f1', 'bok.se', true);
    expect(shown()).toEqual([expect.objectContaining({ id, message: 'Processing…' })]);
    // The list shows the file still pending: nothing changes.
    settleFileNotice({ id: 'f1', name: 'bok.se', status: 'pending' });
    expect(shown()[0]!.message).toBe('Processing…');
    settleFileNotice({ id: 'f1', name: 'bok.se', status: 'verified' });
    expect(shown()).toEqual([expect.objectContaining({ id, title: 'bok.se: Verified' })]);
    // Once told, a later listing of the same file leaves it be.
    notifications.clean();
    settleFileNotice({ id: 'f1', name: 'bok.se', status: 'verified' });
    expect(shown()).toEqual([]);
  });

  it('an upload whose notice was closed (the page changed) does not bring it back', () => {
    at('/t/a/companies/k/files');
    const id = noticeUploadStarted('bok.se');
    at('/t/a/groups');
    closeNoticesOfOtherPages('/t/a/groups');
    noticeUploaded(id, 'f2', 'bok.se', true);
    expect(shown()).toEqual([]);
  });
});
