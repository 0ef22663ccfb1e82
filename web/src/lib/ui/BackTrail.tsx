import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from '../routing/Link.js';
import { useT } from '../../i18n/index.js';

/** The breadcrumb above a detail page: its list as a link, then the page's own name. */
export function BackTrail(props: { listLabel: string; listPath: string; here: string }) {
  const t = useT();
  return (
    <Breadcrumbs mb="xs" aria-label={t.common.breadcrumb} className="back-trail">
      <Anchor component={Link} to={props.listPath} size="sm">
        {props.listLabel}
      </Anchor>
      <Text size="sm">{props.here}</Text>
    </Breadcrumbs>
  );
}
