/** The reader's findings: capped at MAX_FINDINGS, the rest only counted by severity. */
import { MAX_FINDINGS, type SieFinding, type SieSeverity } from './types.js';

export class Findings {
  private readonly list: SieFinding[] = [];
  private readonly omitted = { error: 0, warning: 0, info: 0 };

  add(severity: SieSeverity, line: number | null, message: string): void {
    if (this.list.length < MAX_FINDINGS) this.list.push({ severity, line, message });
    else this.omitted[severity]++;
  }

  /** The findings in line order (file-level ones last), and the omitted counts. */
  summary(): { findings: SieFinding[]; omittedFindings: Record<SieSeverity, number> } {
    const findings = this.list
      .map((f, i) => ({ f, i }))
      .sort((x, y) => (x.f.line ?? Infinity) - (y.f.line ?? Infinity) || x.i - y.i)
      .map((x) => x.f);
    return { findings, omittedFindings: { ...this.omitted } };
  }
}
