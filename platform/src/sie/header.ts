/** The header records of a SIE file: flag, format, type, program, company, years and more. */
import type { Findings } from './findings.js';
import { isoFromDateInt, parseDate } from './numbers.js';
import type { Fields } from './tokenizer.js';
import type { SieSummary } from './types.js';

export class HeaderReader {
  readonly header: SieSummary['header'] = { years: [] };

  constructor(
    private readonly fields: Fields,
    private readonly findings: Findings,
  ) {}

  /** A record with its fields `b[le,e)`; labels that are not header ones are ignored. */
  record(label: string, b: Uint8Array, le: number, e: number, lineNo: number): void {
    const fields = this.fields;
    switch (label) {
      case 'FLAGGA':
        fields.tokenize(b, le, e, 1);
        if (fields.count > 0) this.header.flag = fields.int(b, 0);
        return;
      case 'FORMAT':
        this.header.format = this.firstText(b, le, e) ?? '';
        return;
      case 'SIETYP': {
        fields.tokenize(b, le, e, 1);
        const t = fields.count > 0 ? fields.int(b, 0) : NaN;
        if (t >= 1 && t <= 4) this.header.sieType = t;
        else this.findings.add('warning', lineNo, '#SIETYP is not 1-4; ignored');
        return;
      }
      case 'PROGRAM':
        fields.tokenize(b, le, e, 2);
        if (fields.count > 0) this.header.program = fields.text(b, 0);
        if (fields.count > 1) this.header.programVersion = fields.text(b, 1);
        return;
      case 'ORGNR':
        this.header.organizationNumber = this.firstText(b, le, e)?.trim() ?? '';
        return;
      case 'FNAMN': {
        const name = this.firstText(b, le, e);
        if (name !== undefined) this.header.companyName = name;
        return;
      }
      case 'KPTYP': {
        const plan = this.firstText(b, le, e);
        if (plan) this.header.accountPlan = plan;
        return;
      }
      case 'VALUTA': {
        const currency = this.firstText(b, le, e);
        if (currency) this.header.currency = currency;
        return;
      }
      case 'OMFATTN': {
        fields.tokenize(b, le, e, 1);
        const d = fields.count > 0 ? parseDate(b, fields.starts[0]!, fields.ends[0]!) : NaN;
        if (d === d) this.header.coverageDate = isoFromDateInt(d);
        else this.findings.add('warning', lineNo, '#OMFATTN has no valid date');
        return;
      }
      case 'RAR':
        this.rar(b, le, e, lineNo);
        return;
      default:
        return; // other known labels carry nothing we aggregate; unknown labels are ignored
    }
  }

  /** The record's first field as text; undefined when it has none. */
  private firstText(b: Uint8Array, le: number, e: number): string | undefined {
    this.fields.tokenize(b, le, e, 1);
    return this.fields.count > 0 ? this.fields.text(b, 0) : undefined;
  }

  private rar(b: Uint8Array, i: number, e: number, lineNo: number): void {
    const fields = this.fields;
    fields.tokenize(b, i, e, 3);
    const yearNo = fields.count > 0 ? fields.int(b, 0) : NaN;
    if (yearNo !== yearNo) {
      this.findings.add('error', lineNo, '#RAR without a valid year number');
      return;
    }
    const year: SieSummary['header']['years'][number] = { yearNo };
    if (!(fields.isEmpty(1) && fields.isEmpty(2))) {
      const sd = fields.count > 1 ? parseDate(b, fields.starts[1]!, fields.ends[1]!) : NaN;
      const ed = fields.count > 2 ? parseDate(b, fields.starts[2]!, fields.ends[2]!) : NaN;
      if (sd === sd && ed === ed && sd <= ed) {
        year.startDate = isoFromDateInt(sd);
        year.endDate = isoFromDateInt(ed);
      } else {
        this.findings.add(
          yearNo === 0 ? 'error' : 'warning',
          lineNo,
          `#RAR ${yearNo} has invalid dates (YYYYMMDD, start <= end)`,
        );
      }
    }
    if (this.header.years.some((y) => y.yearNo === yearNo))
      this.findings.add('warning', lineNo, `#RAR ${yearNo} repeated; the first one counts`);
    else this.header.years.push(year);
  }
}
