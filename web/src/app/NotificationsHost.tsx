import '../styles/notifications.css';
import { Notifications } from '@mantine/notifications';

/**
 * Where toasts appear: top right below the header (styles.css), clear of its tenant switcher and
 * Sign out, and away from the row actions at the bottom right of a short page. Loaded after the
 * first screen (App.tsx): `notifications.show()` only writes to Mantine's store, and the toasts
 * it holds appear once this is here.
 */
export default function NotificationsHost() {
  return <Notifications position="top-right" />;
}
