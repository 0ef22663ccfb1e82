/** The demo data set (docs/PLATFORM.md "Demo data"): fixed, so tests and docs can rely on it. */
import type { AnnualReportFramework, LegalForm, Module } from '@ledger/contract';

export interface DemoCompany {
  name: string;
  /** Nine digits; the Luhn check digit is appended. */
  orgBase: string;
  annualReportFramework: AnnualReportFramework;
  /** Every demo company has one (each is an aktiebolag): a register entry always names it. */
  legalForm: LegalForm;
  address?: string;
  /** Extended attributes (some companies have neither). */
  sni?: number;
  workMateriality?: number;
  /**
   * Net sales of its first demo year, kronor: the size of its generated books (work
   * materiality, where there is one, is about 1.5-2 % of it, as an auditor might set it).
   */
  netSales: number;
  /** The share of its sales at the reduced 12 % VAT (food, cafés); none when absent. */
  reducedVatShare?: number;
  authorizationType: 1 | 2 | 3 | 4;
  /** Users (by e-mail local part) and groups (by name) granted, per the authorization type. */
  users?: string[];
  groups?: string[];
  /** Financial years [start, end]. */
  years: [string, string][];
}

export interface DemoTenant {
  id: string;
  name: string;
  domain: string;
  /** [first name, last name] of active users. */
  users: [string, string][];
  systemUser: string;
  /** E-mail local parts of pending invitations, with the modules they were invited to. */
  pending: [string, Module[]][];
  /** Group name -> member local parts. */
  groups: Record<string, string[]>;
  companies: DemoCompany[];
}

/**
 * The demo companies' chart of accounts: their SIE files say `#KPTYP BAS2024` (the accounts
 * are BAS 2024's), which the processing makes the company's `defaultAccountPlan`, the same as
 * a new company's default.
 */
export const DEMO_ACCOUNT_PLAN = 'BAS2024';

const CAL = (y: number): [string, string] => [`${y}-01-01`, `${y}-12-31`];
const BROKEN = (y: number): [string, string] => [`${y}-07-01`, `${y + 1}-06-30`];

export const DEMO_TENANTS: DemoTenant[] = [
  {
    id: 'nordrevision',
    name: 'Revisionsbyrån Nord AB',
    domain: 'nordrevision.se',
    users: [
      ['Anna', 'Lindqvist'],
      ['Björn', 'Åkesson'],
      ['Cecilia', 'Öberg'],
      ['David', 'Ström'],
      ['Elin', 'Sjöberg'],
      ['Fredrik', 'Hällström'],
      ['Greta', 'Nyström'],
      ['Håkan', 'Bäckström'],
      ['Ingrid', 'Löfgren'],
      ['Jonas', 'Ekström'],
    ],
    systemUser: 'integration',
    pending: [
      ['karin.wahlqvist', ['AUDIT']],
      ['lars.forsgren', ['AUDIT', 'ANALYTICS']],
      ['maja.sundqvist', ['ANALYTICS']],
    ],
    groups: {
      Revisorer: ['anna.lindqvist', 'bjorn.akesson', 'cecilia.oberg', 'karin.wahlqvist'],
      Granskare: ['david.strom', 'elin.sjoberg', 'fredrik.hallstrom'],
      Byråledning: ['anna.lindqvist', 'hakan.backstrom'],
      Praktikanter: ['greta.nystrom', 'lars.forsgren'],
    },
    companies: [
      {
        name: 'Norrsken Bygg AB',
        orgBase: '556812345',
        annualReportFramework: 'K3',
        legalForm: 'LIMITED_LIABILITY_COMPANY',
        address: 'Storgatan 12, 972 31 Luleå',
        sni: 41200,
        workMateriality: 250000,
        netSales: 12_500_000,
        authorizationType: 1,
        years: [CAL(2023), CAL(2024), CAL(2025)],
      },
      {
        name: 'Älvdalens Trävaru AB',
        orgBase: '556734512',
        annualReportFramework: 'K2',
        legalForm: 'LIMITED_LIABILITY_COMPANY',
        address: 'Sågverksvägen 4, 796 30 Älvdalen',
        sni: 16101,
        workMateriality: 180000,
        netSales: 9_800_000,
        authorizationType: 2,
        users: ['david.strom'],
        groups: ['Revisorer'],
        years: [BROKEN(2023), BROKEN(2024)],
      },
      {
        name: 'Kiruna Gruvteknik AB',
        orgBase: '556598761',
        annualReportFramework: 'K3',
        legalForm: 'LIMITED_LIABILITY_COMPANY',
        address: 'Malmvägen 8, 981 31 Kiruna',
        sni: 9900,
        workMateriality: 500000,
        netSales: 28_000_000,
        authorizationType: 3,
        groups: ['Revisorer', 'Granskare'],
        years: [CAL(2024), CAL(2025)],
      },
      {
        name: 'Luleå Hamnlogistik AB',
        orgBase: '556671234',
        annualReportFramework: 'K2',
        legalForm: 'LIMITED_LIABILITY_COMPANY',
        address: 'Hamngatan 3, 972 38 Luleå',
        sni: 52241,
        netSales: 7_200_000,
        authorizationType: 4,
        users: ['anna.lindqvist', 'jonas.ekstrom'],
        years: [CAL(2023), CAL(2024), CAL(2025)],
      },
      {
        name: 'Umeå Café & Bageri AB',
        orgBase: '559012345',
        annualReportFramework: 'K2',
        legalForm: 'LIMITED_LIABILITY_COMPANY',
        address: 'Rådhusesplanaden 5, 903 28 Umeå',
        sni: 56100,
        workMateriality: 40000,
        netSales: 2_400_000,
        reducedVatShare: 0.9,
        authorizationType: 1,
        years: [['2023-07-01', '2024-12-31'], CAL(2025)],
      },
      {
        name: 'Skellefteå Elinstallation AB',
        orgBase: '556923456',
        annualReportFramework: 'K2',
        legalForm: 'LIMITED_LIABILITY_COMPANY',
        // No address, SNI or work materiality: the optional fields left out.
        netSales: 4_600_000,
        authorizationType: 2,
        users: ['ingrid.lofgren'],
        groups: ['Granskare'],
        years: [CAL(2024), CAL(2025)],
      },
    ],
  },
  {
    id: 'sydekonomi',
    name: 'Ekonomikonsult Syd AB',
    domain: 'sydekonomi.se',
    users: [
      ['Maria', 'Johansson'],
      ['Erik', 'Nilsson'],
      ['Sofia', 'Persson'],
      ['Karl', 'Håkansson'],
      ['Emma', 'Månsson'],
      ['Oskar', 'Pålsson'],
      ['Linnéa', 'Åström'],
      ['Nils', 'Ängström'],
      ['Sara', 'Öhman'],
      ['Viktor', 'Bengtsson'],
    ],
    systemUser: 'integration',
    pending: [
      ['tove.jarvinen', ['AUDIT', 'ANALYTICS']],
      ['axel.lundgren', ['ANALYTICS']],
    ],
    groups: {
      Redovisning: ['maria.johansson', 'erik.nilsson', 'sofia.persson', 'tove.jarvinen'],
      Lön: ['karl.hakansson', 'emma.mansson'],
      Rådgivning: ['oskar.palsson', 'linnea.astrom', 'maria.johansson'],
    },
    companies: [
      {
        name: 'Malmö Designbyrå AB',
        orgBase: '556701234',
        annualReportFramework: 'K2',
        legalForm: 'LIMITED_LIABILITY_COMPANY',
        address: 'Stortorget 9, 211 22 Malmö',
        sni: 74100,
        workMateriality: 60000,
        netSales: 3_500_000,
        authorizationType: 1,
        years: [CAL(2023), CAL(2024), CAL(2025)],
      },
      {
        name: 'Lunds Kafferosteri AB',
        orgBase: '559087654',
        annualReportFramework: 'K2',
        legalForm: 'LIMITED_LIABILITY_COMPANY',
        address: 'Klostergatan 14, 222 22 Lund',
        sni: 10830,
        workMateriality: 90000,
        netSales: 5_200_000,
        reducedVatShare: 0.85,
        authorizationType: 3,
        groups: ['Redovisning'],
        years: [BROKEN(2023), BROKEN(2024)],
      },
      {
        name: 'Helsingborgs Färjeservice AB',
        orgBase: '556456789',
        annualReportFramework: 'RedR',
        legalForm: 'LIMITED_LIABILITY_COMPANY',
        address: 'Kungstorget 1, 252 21 Helsingborg',
        sni: 50101,
        workMateriality: 750000,
        netSales: 36_000_000,
        authorizationType: 2,
        users: ['nils.angstrom'],
        groups: ['Rådgivning'],
        years: [CAL(2024), CAL(2025)],
      },
      {
        name: 'Ystads Fiske & Rökeri AB',
        orgBase: '556334455',
        annualReportFramework: 'K2',
        legalForm: 'LIMITED_LIABILITY_COMPANY',
        address: 'Hamnen 2, 271 39 Ystad',
        sni: 3111,
        netSales: 6_300_000,
        reducedVatShare: 0.9,
        authorizationType: 4,
        users: ['sara.ohman', 'viktor.bengtsson'],
        years: [CAL(2023), CAL(2024)],
      },
      {
        name: 'Österlens Äppelodling AB',
        orgBase: '556223344',
        annualReportFramework: 'K2',
        legalForm: 'LIMITED_LIABILITY_COMPANY',
        sni: 1240,
        workMateriality: 30000,
        netSales: 1_800_000,
        reducedVatShare: 0.95,
        authorizationType: 1,
        years: [CAL(2024), CAL(2025)],
      },
    ],
  },
];

/** E-mail local part from names: lower case, å/ä -> a, ö -> o, é -> e. */
export function localPart(first: string, last: string): string {
  const fold = (s: string) =>
    s
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
  return `${fold(first)}.${fold(last)}`;
}

export const DEMO_CLIENTS = [
  {
    id: 'console-demo',
    secret: 'console-demo-secret',
    homeTenantId: 'nordrevision',
    tenantIds: ['nordrevision', 'sydekonomi'],
    scopes: ['companyinformation'],
  },
  {
    id: 'console-noscope',
    secret: 'console-noscope-secret',
    homeTenantId: 'nordrevision',
    tenantIds: ['nordrevision'],
    scopes: [],
  },
];

/** Fixed creation time of the demo data (2025-01-15 09:00 UTC). */
export const DEMO_EPOCH = Date.UTC(2025, 0, 15, 9, 0, 0);
