import type { AssignmentType, ConsoleRole, LegalForm } from '@ledger/contract';
import { named, type Named } from '../named.js';

// The V1 codes the first screens show (the frame's role, the overview's legal forms and
// assignment types), by name and, where the name does not say it all, a line of what it means;
// the others are in codes.ts, with the lazy screens' words. Our reading of the codes V1 leaves
// unexplained is in docs/GLOSSARY.md.
export const enums = {
  legalForm: {
    LIMITED_LIABILITY_COMPANY: 'Limited company (aktiebolag)',
    LIMITED_LIABILITY_BANK: 'Banking company (bankaktiebolag)',
    LIMITED_LIABILITY_INSURANCE: 'Insurance company (försäkringsaktiebolag)',
    SOLE_TRADER: 'Sole trader (enskild näringsidkare)',
    TRADING_PARTNERSHIP: 'Trading partnership (handelsbolag)',
    LIMITED_PARTNERSHIP: 'Limited partnership (kommanditbolag)',
    ECONOMIC_ASSOCIATION: 'Economic association (ekonomisk förening)',
    CONDOMINIUM_ASSOCIATIONS: 'Housing cooperative (bostadsrättsförening)',
    COOPERATIVE_RENTED_APARTMENT_ASSOCIATION:
      'Cooperative tenancy association (kooperativ hyresrättsförening)',
    JOINED_OWNED_FIRM: 'Simple partnership (enkelt bolag)',
    NON_PROFIT_ASSOCIATION: 'Non-profit association (ideell förening)',
    COMMUNITY_ASSOCIATION: 'Joint property association (samfällighetsförening)',
    REGISTERED_RELIGIOUS_COMMUNITY: 'Registered religious community (registrerat trossamfund)',
    FOUNDATION: 'Foundation (stiftelse)',
    MUNICIPALITY: 'Municipality (kommun)',
    MUNICIPALITIES_FEDERATION: 'Federation of municipalities (kommunalförbund)',
    COUNTY_COUNCIL: 'Regional authority (region)',
    SAVINGS_BANK: 'Savings bank (sparbank)',
    FOREIGN_JURIDICAL_PERSON: 'Foreign legal entity (utländsk juridisk person)',
  } satisfies Record<LegalForm, string>,
  consoleRole: { owner: 'Owner', admin: 'Administrator', auditor: 'Auditor' } satisfies Record<
    ConsoleRole,
    string
  >,
  assignmentType: {
    AE: named('Audit', 'Statutory audit of the annual accounts'),
    GN: named('Review', 'Limited review of the accounts'),
    ANALYSIS: named('Analysis', 'Analysis of the figures, e.g. monthly key figures'),
  } satisfies Record<AssignmentType, Named>,
  /** A code the console does not know (a newer V1 service), shown as it comes. */
  unknown: (code: string) => code,
};
