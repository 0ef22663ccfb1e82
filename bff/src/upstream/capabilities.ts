import { operations, type Operation, type OperationId } from '@ledger/contract';
import type { Logger } from '../http/logger.js';
import { discardBody, readWhole, type Upstream } from './upstream.js';

export type ExtensionsMode = 'auto' | 'all' | 'none';

const V1_OPERATIONS = (operations as readonly Operation[]).filter((op) => !op.extension);
const EXTENSIONS = (operations as readonly Operation[]).filter((op) => op.extension);
/** After an upstream that could not be asked, how long until it is asked again. */
const RETRY_MS = 30_000;
const MAX_DOCUMENT = 8 * 1024 * 1024;

/** `GET /company/{}/files/{}`: an operation's method and path with parameter names blanked. */
const shapeOf = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{\w+\}/g, '{}')}`;

/**
 * Which operations the upstream has: V1.md's always; our extension operations (docs/PLATFORM.md) per
 * `V1_EXTENSIONS`: `all`, `none`, or `auto`, those the upstream's own `/openapi.json` lists
 * (none when it has no such document). An upstream that cannot be reached is asked again later.
 */
export class Capabilities {
  private available: ReadonlySet<OperationId>;
  private loading: Promise<void> | undefined;
  private settled = false;
  private retryAt = 0;

  constructor(
    private readonly mode: ExtensionsMode,
    private readonly upstream: Upstream,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    const base = mode === 'all' ? [...V1_OPERATIONS, ...EXTENSIONS] : V1_OPERATIONS;
    this.available = new Set(base.map((op) => op.id as OperationId));
    this.settled = mode !== 'auto';
  }

  /**
   * The operations known to exist upstream, at once: in auto mode V1.md's until the upstream's
   * document has been read (which this starts in the background, again 30 s after a failure), so
   * a slow upstream never holds up a session.
   */
  operations(): ReadonlySet<OperationId> {
    this.refresh();
    return this.available;
  }

  /**
   * Whether an operation may be called. While the upstream's document is still unread an
   * extension is let through: an upstream without it answers 404 itself.
   */
  has(op: Operation): boolean {
    if (!op.extension) return true;
    this.refresh();
    return !this.settled || this.available.has(op.id as OperationId);
  }

  /** Reads the upstream's document in the background when it is due (tests await it). */
  refresh(): Promise<void> | undefined {
    if (!this.settled && this.now() >= this.retryAt)
      this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<void> {
    const deadline = this.upstream.deadline();
    try {
      const res = await this.upstream.request(
        {
          method: 'GET',
          path: '/openapi.json',
          headers: { accept: 'application/json' },
          body: null,
          replayable: true,
          operation: 'openapi',
        },
        deadline,
      );
      const listed = new Set<string>();
      if (res.statusCode !== 200) discardBody(res);
      else {
        const text = (await readWhole(res, MAX_DOCUMENT, 'OpenAPI document')).toString('utf8');
        try {
          const doc = JSON.parse(text) as { paths?: Record<string, Record<string, unknown>> };
          for (const [path, item] of Object.entries(doc.paths ?? {}))
            for (const method of Object.keys(item ?? {})) listed.add(shapeOf(method, path));
        } catch {
          /* not a document: no extensions */
        }
      }
      const found = EXTENSIONS.filter((op) => listed.has(shapeOf(op.method, op.path)));
      this.available = new Set([...V1_OPERATIONS, ...found].map((op) => op.id as OperationId));
      this.settled = true;
      this.logger.info(
        { extensions: found.map((op) => op.id) },
        `upstream extension operations: ${found.length} of ${EXTENSIONS.length}`,
      );
    } catch (err) {
      this.retryAt = this.now() + RETRY_MS;
      this.logger.warn({ err }, 'could not read the upstream OpenAPI document; asking again later');
    } finally {
      deadline.dispose();
    }
  }
}
