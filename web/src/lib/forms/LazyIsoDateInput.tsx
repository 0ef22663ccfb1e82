import { retryingLazy } from '../ui/loadFailures.js';
import { useT } from '../../i18n/index.js';
import type { IsoDateInputProps } from './IsoDateInput.js';
import { DATE_FIELD_WIDTH } from './dateFieldWidth.js';
import { UntilLoaded } from './UntilLoaded.js';

const loadDateInput = () => import('./IsoDateInput.js');
const Loaded = retryingLazy(() => loadDateInput().then((m) => ({ default: m.IsoDateInput })));

/**
 * `IsoDateInput` for a screen's filters, which are drawn with the screen: the calendar's code
 * (Mantine's dates and dayjs, about 15 KB gzip) is fetched as the field is first drawn, not with
 * the screen's chunk, so the screen's first paint does not wait for it. Until it is here the field
 * shows its label and value at the same size, read-only (nothing moves when it arrives).
 */
export function LazyIsoDateInput(props: IsoDateInputProps) {
  const t = useT();
  return (
    <UntilLoaded
      field={props}
      placeholder={t.common.date.placeholder}
      value={props.value}
      w={DATE_FIELD_WIDTH}
    >
      <Loaded {...props} />
    </UntilLoaded>
  );
}
