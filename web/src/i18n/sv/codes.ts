import { named } from '../named.js';
import type { Catalog } from '../catalog.js';

export const codes: Catalog['codes'] = {
  framework: {
    K1: named('K1', 'Förenklat årsbokslut för enskilda näringsidkare och mindre föreningar'),
    K2: named('K2', 'Årsredovisning i mindre företag'),
    K3: named('K3', 'Årsredovisning och koncernredovisning (huvudregelverket)'),
    RedR: named(
      'Redovisningsrådets rekommendationer',
      'Reglerna för större företag före K3; i dag Rådet för finansiell rapporterings rekommendationer (RFR) och IFRS',
    ),
  },
  country: { SWEDEN: 'Sverige', OTHER: 'Annat land' },
  module: {
    AUDIT: named('Revision', 'Revisionsarbete: uppdrag, väsentlighet och filer'),
    ANALYTICS: named('Analys', 'Saldon per månad och nyckeltal'),
  },
  userRole: {
    certifiedAccountant: 'Auktoriserad revisor',
    auditResponsible: 'Huvudansvarig revisor',
    auditEmployee: 'Revisionsmedarbetare',
    accountingConsultant: 'Redovisningskonsult',
    other: 'Annan roll',
  },
  fileStatus: {
    uploaded: named('Uppladdad', 'Sparad; inte en SIE-fil och därför inte inläst'),
    pending: named('Bearbetas', 'Väntar på att läsas in'),
    parsed: named(
      'Inläst, ej verifierad',
      'Inläst, men saldona stämmer inte mot filens egna summor',
    ),
    verified: named('Verifierad', 'Inläst och avstämd: saldona används'),
    corrupt: named('Oläslig', 'Inte en giltig SIE-fil'),
  },
  assignmentStatus: { OPEN: 'Öppet', LOCKED: 'Låst', ARCHIVED: 'Arkiverat' },
  accessType: {
    1: named('Alla', 'Alla nuvarande användare i byrån får behörighet.'),
    2: named('Användare och grupper', 'De valda användarna och grupperna får behörighet.'),
    3: named('Grupper', 'De valda grupperna får behörighet.'),
    4: named('Användare', 'De valda användarna får behörighet.'),
  },
};
